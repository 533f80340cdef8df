import { useCallback, useEffect, useRef, useState } from "react";
import { asApiError } from "~/lib/api-error";

/** Where an e-mail link's token stands: not sent yet, sent, answered, or refused (or missing). */
export type TokenLinkState<T> =
  | { kind: "ready" }
  | { kind: "sending" }
  | { kind: "done"; answer: T }
  | { kind: "failed"; message: string };

interface TokenLinkOptions<T> {
  /** The token from the link's query ('' when the link lost it). */
  token: string;
  post: (token: string) => Promise<T>;
  /** What the page says when the link has no token. */
  incomplete: string;
  /** Post as the page opens (a confirmation link), or only on `send` (a link scanner's visit must
   * change nothing). */
  onOpen: boolean;
}

/** The token of a link from an e-mail, posted once; the page shows the state it is in. */
export function useTokenLink<T>({ token, post, incomplete, onOpen }: TokenLinkOptions<T>) {
  const [state, setState] = useState<TokenLinkState<T>>(
    !token ? { kind: "failed", message: incomplete } : onOpen ? { kind: "sending" } : { kind: "ready" },
  );
  const started = useRef(false);

  const send = useCallback(() => {
    setState({ kind: "sending" });
    post(token).then(
      (answer) => setState({ kind: "done", answer }),
      (error) => setState({ kind: "failed", message: asApiError(error).message }),
    );
  }, [post, token]);

  useEffect(() => {
    if (!token || !onOpen || started.current) return;
    started.current = true; // once, even when React runs effects twice
    send();
  }, [token, onOpen, send]);

  return { state, send };
}
