import { describe, expect, it } from "vitest";
import { readIsolateFlag } from "./isolate.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe("readIsolateFlag", () => {
  it.each(["?isolate", "?isolate=1", "?isolate=true", "?isolate=yes"])("%s switches isolate mode on and stores it", (query) => {
    const storage = memoryStorage();
    expect(readIsolateFlag(new URL(`https://x.de/${query}`), storage)).toBe(true);
    expect(storage.data.get("isolate")).toBe("1");
  });

  it.each(["?isolate=0", "?isolate=false", "?isolate=off"])("%s switches it off and clears the stored flag", (query) => {
    const storage = memoryStorage({ isolate: "1" });
    expect(readIsolateFlag(new URL(`https://x.de/${query}`), storage)).toBe(false);
    expect(storage.data.has("isolate")).toBe(false);
  });

  it("falls back to the stored flag without a query", () => {
    expect(readIsolateFlag(new URL("https://x.de/themen"), memoryStorage({ isolate: "1" }))).toBe(true);
    expect(readIsolateFlag(new URL("https://x.de/themen"), memoryStorage({ isolate: "0" }))).toBe(false);
    expect(readIsolateFlag(new URL("https://x.de/themen"), memoryStorage())).toBe(false);
  });

  it("still honours the query when storage throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(readIsolateFlag(new URL("https://x.de/?isolate=1"), broken)).toBe(true);
    expect(readIsolateFlag(new URL("https://x.de/"), broken)).toBe(false);
    expect(readIsolateFlag(new URL("https://x.de/?isolate=1"), null)).toBe(true);
  });
});
