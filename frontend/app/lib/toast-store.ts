import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
}

const MAX_VISIBLE = 3;
let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

// A toast raised just before the page is left (a content page's links and redirects load the
// next page as a document) is carried over to the next page through sessionStorage.
const CARRY_KEY = "toastsInFlight";
const CARRY_WINDOW_MS = 3000;
const raisedAt = new Map<number, number>();

if (typeof window !== "undefined") {
  try {
    const carried = JSON.parse(window.sessionStorage.getItem(CARRY_KEY) ?? "[]") as ToastInput[];
    window.sessionStorage.removeItem(CARRY_KEY);
    toasts = carried.slice(-MAX_VISIBLE).map((input) => ({ ...input, id: nextId++ }));
  } catch {
    // Storage blocked or unreadable: nothing to carry over.
  }
  window.addEventListener("pagehide", () => {
    const now = Date.now();
    const recent = toasts.filter((item) => now - (raisedAt.get(item.id) ?? 0) < CARRY_WINDOW_MS);
    if (recent.length === 0) return;
    try {
      window.sessionStorage.setItem(CARRY_KEY, JSON.stringify(recent.map(({ id, ...input }) => input)));
    } catch {
      // Storage full or blocked: the toast stays with the page it was raised on.
    }
  });
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Show a toast from anywhere (components, hooks, query callbacks). */
export function toast(input: ToastInput): number {
  const id = nextId++;
  raisedAt.set(id, Date.now());
  toasts = [...toasts, { ...input, id }].slice(-MAX_VISIBLE);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: ToastItem[] = [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}
