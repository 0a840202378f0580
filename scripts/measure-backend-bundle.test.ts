import { mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { measureInitialJs, staticImports } from "./measure-backend-bundle.ts";

describe("backend bundle measurement", () => {
  it("follows static imports and re-exports, not dynamic imports", () => {
    const code = `import{a as b}from"./client.js";import"./side.js";export{c}from"./re.js";const l=()=>import("./lazy.js");`;
    expect(staticImports(code)).toEqual(["./client.js", "./side.js", "./re.js"]);
  });

  it("counts the entry of backend.html and its static imports, transitively", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "bundle-"));
    mkdirSync(path.join(dist, "_astro"));
    writeFileSync(path.join(dist, "backend.html"), '<script type="module" src="/_astro/entry.js"></script>');
    writeFileSync(path.join(dist, "_astro/entry.js"), 'import{x}from"./react.js";const s=()=>import("./screen.js");');
    writeFileSync(path.join(dist, "_astro/react.js"), 'import"./shared.js";export const x=1;');
    writeFileSync(path.join(dist, "_astro/shared.js"), "export const y=2;");
    writeFileSync(path.join(dist, "_astro/screen.js"), "export default 3;".repeat(1000));
    const files = measureInitialJs(dist)
      .map((r) => r.file)
      .sort();
    expect(files).toEqual(["_astro/entry.js", "_astro/react.js", "_astro/shared.js"]);
  });
});
