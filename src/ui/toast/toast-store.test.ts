import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Store = typeof import("./toast-store.ts");
let store: Store;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  store = await import("./toast-store.ts");
});
afterEach(() => {
  vi.useRealTimers();
});

describe("toast store", () => {
  it("keeps only the newest toast (one at a time)", () => {
    store.toast({ title: "Erster" });
    store.toast({ title: "Zweiter", variant: "destructive" });
    const toasts = store.getToasts();
    expect(store.TOAST_LIMIT).toBe(1);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: "Zweiter", variant: "destructive", open: true });
  });

  it("marks a dismissed toast closed and removes it only after the long delay", () => {
    const { id, dismiss } = store.toast({ title: "Sitzung läuft ab", action: { label: "Verlängern", onClick: () => {} } });
    dismiss();
    expect(store.getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });

  it("dismisses every toast when called without an id and notifies subscribers", () => {
    const seen: number[] = [];
    const unsubscribe = store.subscribeToasts((list) => seen.push(list.filter((t) => t.open).length));
    store.toast({ title: "A" });
    store.dismissToast();
    unsubscribe();
    store.toast({ title: "B" });
    expect(seen).toEqual([1, 0]);
  });

  it("uses the SPEC constants", () => {
    expect(store.TOAST_DURATION_MS).toBe(5000);
    expect(store.TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(store.TOAST_REMOVE_DELAY_MS).toBeGreaterThanOrEqual(1_000_000);
  });
});
