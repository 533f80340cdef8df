import { Mutation as RealMutation } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The browser build's mutation cache builds with this stand-in (vite.config.ts, queryCoreOnUse).
describe("mutation stand-in", () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it("refuses to build a mutation before ~/lib/use-mutation handed over the real class", async () => {
    const { Mutation } = await import("../mutation-stand-in");
    expect(() => new (Mutation as unknown as new (config: object) => object)({})).toThrow(
      /import useMutation from there/,
    );
  });

  it("builds the real class's mutation once use-mutation has loaded", async () => {
    await import("../use-mutation");
    const { Mutation } = await import("../mutation-stand-in");
    const config = { client: {}, mutationId: 1, mutationCache: {}, options: {} };
    const built = new (Mutation as unknown as new (config: object) => object)(config);
    expect(built).toBeInstanceOf(RealMutation);
    expect((built as RealMutation).mutationId).toBe(1);
  });
});
