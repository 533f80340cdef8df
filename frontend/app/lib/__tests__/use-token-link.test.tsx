import { act, renderHook, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api-error";
import { useTokenLink } from "~/lib/use-token-link";

const INCOMPLETE = "This link is incomplete.";

describe("useTokenLink", () => {
  it("posts a confirmation link's token once as the page opens, even in strict mode", async () => {
    const post = vi.fn().mockResolvedValue({ detail: "Confirmed." });
    const { result } = renderHook(
      () => useTokenLink({ token: "t1", post, incomplete: INCOMPLETE, onOpen: true }),
      {
        wrapper: StrictMode,
      },
    );
    expect(result.current.state).toEqual({ kind: "sending" });
    await waitFor(() =>
      expect(result.current.state).toEqual({ kind: "done", answer: { detail: "Confirmed." } }),
    );
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith("t1");
  });

  it("waits for send when the link must not act on a visit", async () => {
    const post = vi.fn().mockResolvedValue({ detail: "Unsubscribed." });
    const { result } = renderHook(() =>
      useTokenLink({ token: "t2", post, incomplete: INCOMPLETE, onOpen: false }),
    );
    expect(result.current.state).toEqual({ kind: "ready" });
    expect(post).not.toHaveBeenCalled();
    act(() => result.current.send());
    expect(result.current.state).toEqual({ kind: "sending" });
    await waitFor(() => expect(result.current.state.kind).toBe("done"));
  });

  it("says the link is incomplete without a token, and posts nothing", () => {
    const post = vi.fn();
    const { result } = renderHook(() =>
      useTokenLink({ token: "", post, incomplete: INCOMPLETE, onOpen: true }),
    );
    expect(result.current.state).toEqual({ kind: "failed", message: INCOMPLETE });
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    const post = vi.fn().mockRejectedValue(new ApiError({ status: 400, message: "This link has expired." }));
    const { result } = renderHook(() =>
      useTokenLink({ token: "old", post, incomplete: INCOMPLETE, onOpen: true }),
    );
    await waitFor(() =>
      expect(result.current.state).toEqual({ kind: "failed", message: "This link has expired." }),
    );
  });
});
