import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { fastResolve } from "../setup/esm-fast-resolve.ts";

const root = path.resolve(import.meta.dirname, "../..");
const inPackage = (file: string) => pathToFileURL(path.join(root, "node_modules", file)).href;

describe("fastResolve (the vitest workers' resolve hook, ADR 300)", () => {
  it("answers a relative .js import with the file and its package's type, as Node would", () => {
    expect(fastResolve("./sql.js", inPackage("drizzle-orm/sql/index.js"))).toEqual({ url: inPackage("drizzle-orm/sql/sql.js"), format: "module" });
    expect(fastResolve("../sql/sql.js", inPackage("drizzle-orm/pg-core/index.js"))?.url).toBe(inPackage("drizzle-orm/sql/sql.js"));
    expect(fastResolve("./index.js", inPackage("yaml/dist/cli.js"))).toEqual({ url: inPackage("yaml/dist/index.js"), format: "commonjs" });
  });

  it("answers an absolute file URL or path the same way", () => {
    const url = inPackage("drizzle-orm/sql/sql.js");
    expect(fastResolve(url, inPackage("drizzle-orm/index.js"))).toEqual({ url, format: "module" });
    expect(fastResolve(path.join(root, "node_modules/drizzle-orm/sql/sql.js"), inPackage("drizzle-orm/index.js"))?.url).toBe(url);
  });

  it("leaves to Node what only Node can answer: bare names, missing files, packages without a type, other extensions", () => {
    const parent = inPackage("drizzle-orm/index.js");
    expect(fastResolve("drizzle-orm/sql/sql.js", parent)).toBeUndefined();
    expect(fastResolve("./no-such-file.js", parent)).toBeUndefined();
    expect(fastResolve("./js/index.js", inPackage("pdfmake/package.json"))).toBeUndefined();
    expect(fastResolve("./sql/index.ts", parent)).toBeUndefined();
    expect(fastResolve("./sql/sql.js", undefined)).toBeUndefined();
  });
});
