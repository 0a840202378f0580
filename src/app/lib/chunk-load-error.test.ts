import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "./chunk-load-error.ts";

describe("isChunkLoadError", () => {
  it.each([
    "Failed to fetch dynamically imported module: http://localhost:8888/_astro/SystemScreen.2qvhOIkQ.js",
    "error loading dynamically imported module: https://example.org/_astro/x.js",
    "Importing a module script failed.",
    "Unable to preload CSS for /_astro/todos.css",
  ])("recognises %j", (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
