import { describe, expect, it } from "vitest";
import { pageWindow } from "../components/pagination";

describe("pageWindow", () => {
  it("keeps the first and last page in reach with gaps between", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 11)).toEqual([1, "gap", 4, 5, 6, "gap", 11]);
    expect(pageWindow(11, 11)).toEqual([1, "gap", 10, 11]);
  });
});
