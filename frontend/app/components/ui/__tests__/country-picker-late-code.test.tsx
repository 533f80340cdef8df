import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import { stubLayoutApis } from "./dom-stubs";

beforeAll(stubLayoutApis);

// The list's code (Radix, cmdk), held back until the test lets it arrive: as on a slow connection,
// where the seeker presses Escape or goes elsewhere before it. Each test loads the modules anew
// with a gate of its own, so the lazy import waits every time.
const gate = { open: () => {}, arrived: Promise.resolve() };

beforeEach(() => {
  const ready = new Promise<void>((resolve) => {
    gate.open = resolve;
  });
  vi.resetModules();
  vi.doMock("../country-picker-list", async (importOriginal) => {
    await ready;
    return importOriginal();
  });
  gate.arrived = ready;
});

async function renderPicker() {
  const { CountryPicker } = await import("../country-picker");
  render(
    <>
      <label htmlFor="country">Country</label>
      <CountryPicker id="country" value="us" onChange={() => {}} />
      <input aria-label="Elsewhere" />
    </>,
  );
}

/** Lets the list's code arrive and React mount whatever waited for it. */
async function codeArrives() {
  // act flushes the work the resolved import schedules: the list mounts now, if it is to.
  await act(async () => {
    gate.open();
    await import("../country-picker-list");
    await gate.arrived;
  });
  await act(async () => {});
}

const trigger = () => screen.getByRole("combobox", { name: "Country" });

it("opened, the list appears once its code arrives (the gate holds it until then)", async () => {
  await renderPicker();
  fireEvent.click(trigger());
  expect(screen.queryByPlaceholderText("Search country...")).toBeNull();
  await codeArrives();
  expect(await screen.findByPlaceholderText("Search country...")).toBeInTheDocument();
});

it("Escape before the list's code arrived keeps the list away once it has", async () => {
  await renderPicker();
  fireEvent.click(trigger());
  fireEvent.keyDown(trigger(), { key: "Escape" });
  expect(trigger()).toHaveAttribute("aria-expanded", "false");
  await codeArrives();
  expect(screen.queryByPlaceholderText("Search country...")).toBeNull();
});

it("leaving the picker before the list's code arrived keeps the list away once it has", async () => {
  await renderPicker();
  trigger().focus();
  fireEvent.click(trigger());
  screen.getByLabelText("Elsewhere").focus();
  await codeArrives();
  expect(screen.queryByPlaceholderText("Search country...")).toBeNull();
  expect(screen.getByLabelText("Elsewhere")).toHaveFocus();
});
