import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip, TooltipProvider } from "../tooltip";
import { stubLayoutApis } from "./dom-stubs";

beforeAll(stubLayoutApis);
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

describe("Tooltip", () => {
  it("opens after 700 ms, not before", async () => {
    render(
      <TooltipProvider>
        <Tooltip content="First help">
          <button type="button">One</button>
        </Tooltip>
        <Tooltip content="Second help">
          <button type="button">Two</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.hover(screen.getByRole("button", { name: "One" }));
    await wait(650);
    expect(screen.queryByRole("tooltip")).toBeNull();
    await wait(100);
    expect(screen.getByRole("tooltip")).toHaveTextContent("First help");

    // The 300 ms skip delay needs real pointer geometry: e2e/tests/search.spec.ts checks it.
  });
});
