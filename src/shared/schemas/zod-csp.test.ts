import { describe, expect, it } from "vitest";
import "./zod-csp.ts";
import { z } from "zod";

describe("zod-csp", () => {
  it("switches zod's eval probe off without importing zod", async () => {
    expect(z.config().jitless).toBe(true);
    const source = await import("node:fs").then((fs) => fs.readFileSync(new URL("./zod-csp.ts", import.meta.url), "utf8"));
    expect(source).not.toMatch(/from\s+["']zod/);
  });
});
