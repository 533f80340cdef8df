import { describe, expect, it } from "vitest";
import { formatMoney, formatUtcDate, groupDigits } from "../en-us-format";

const AMOUNTS = [0, 7, 999, 1000, 12_345, 73_000, 101_000.5, 1_234_567.49, 250_000_000];

describe("en-US formats without Intl", () => {
  it("groups digits as Intl does", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    for (const amount of [...AMOUNTS, -1234]) expect(groupDigits(amount)).toBe(intl.format(amount));
  });

  it("writes every listed currency as Intl's en-US currency format does", () => {
    for (const currency of ["USD", "GBP", "EUR", "CAD", "AUD"]) {
      const intl = new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 });
      for (const amount of AMOUNTS) expect(formatMoney(amount, currency)).toBe(intl.format(amount));
    }
  });

  it("leaves a currency it does not list to Intl", () => {
    expect(formatMoney(1000, "JPY")).toBeNull();
    expect(formatMoney(1000, "CHF")).toBeNull();
    expect(formatMoney(1000, "constructor")).toBeNull();
  });

  it("writes dates as Intl does in UTC, whatever the machine's time zone", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    });
    for (const iso of [
      "2026-11-20T23:59:00Z",
      "2026-01-01T00:00:00Z",
      "2025-05-09T12:00:00+09:00",
      "2024-02-29T06:00:00Z",
    ]) {
      expect(formatUtcDate(new Date(iso))).toBe(intl.format(new Date(iso)));
    }
  });
});
