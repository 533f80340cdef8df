import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { refreshSession, SESSION_KEY } from "../queries/session";

/** A session request the test answers by hand: answers[n] resolves the n-th request. */
function controlledSession() {
  const answers: Array<(verified: boolean) => void> = [];
  const queryFn = () =>
    new Promise<{ verified: boolean }>((resolve) => answers.push((verified) => resolve({ verified })));
  return { answers, queryFn };
}

describe("refreshSession", () => {
  it("asks again when the page's first session request is still on its way (it predates the write)", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { answers, queryFn } = controlledSession();
    const observer = new QueryObserver(client, { queryKey: SESSION_KEY, queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(answers).toHaveLength(1); // the first load's request, not answered yet

    const refreshed = refreshSession(client);
    // A new request, not the old one handed back.
    await vi.waitFor(() => expect(answers).toHaveLength(2), { timeout: 1000 });
    answers[0]?.(false); // the old answer arrives late: it must not count
    answers[1]?.(true);
    await refreshed;
    expect(client.getQueryData(SESSION_KEY)).toEqual({ verified: true });
    unsubscribe();
  });
});
