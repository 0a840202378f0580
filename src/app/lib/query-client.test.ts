import { describe, expect, it } from "vitest";
import { isIsolatedMode } from "./isolated-mode.ts";
import { createQueryClient } from "./query-client.ts";

describe("back-office query client", () => {
  it("keeps data 10 minutes fresh, 30 minutes cached, retries once, never refetches on focus or mount", () => {
    const options = createQueryClient(false).getDefaultOptions().queries;
    expect(options).toMatchObject({ staleTime: 600_000, gcTime: 1_800_000, retry: 1, refetchOnWindowFocus: false, refetchOnMount: false });
  });
  it("in isolated mode keeps data 5 minutes fresh and does not retry", () => {
    const options = createQueryClient(true).getDefaultOptions().queries;
    expect(options).toMatchObject({ staleTime: 300_000, retry: false });
  });
});

describe("isolated mode flag", () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  it("follows the query flag first, then the stored flag", () => {
    expect(isIsolatedMode("?isolate=1", storage(null))).toBe(true);
    expect(isIsolatedMode("?isolate", storage(null))).toBe(true);
    expect(isIsolatedMode("?isolate=false", storage("true"))).toBe(false);
    expect(isIsolatedMode("", storage("true"))).toBe(true);
    expect(isIsolatedMode("", storage(null))).toBe(false);
    expect(isIsolatedMode("", undefined)).toBe(false);
  });
});
