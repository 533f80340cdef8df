import { describe, expect, it } from "vitest";
import { ticked } from "../consent";

describe("ticked", () => {
  it("passes a ticked box on as the literal the API takes", () => {
    expect(ticked(true)).toBe(true);
  });

  it("never turns an unticked box into consent", () => {
    expect(() => ticked(false)).toThrow("must be ticked");
  });
});
