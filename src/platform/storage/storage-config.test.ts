import { describe, expect, it } from "vitest";
import { storageConfig } from "./storage-config.ts";
import { asNetlifyFunction } from "../../../tests/helpers/netlify-runtime.ts";

describe("storageConfig", () => {
  it("uses the folder DATA_DIR/storage by default", () => {
    expect(storageConfig({})).toEqual({ driver: "folder", root: ".data/storage" });
    expect(storageConfig({ DATA_DIR: "/srv/vnsi" })).toEqual({ driver: "folder", root: "/srv/vnsi/storage" });
  });

  it("uses Netlify Blobs inside a Netlify function", async () => {
    expect(await asNetlifyFunction(() => storageConfig({}))).toEqual({ driver: "blobs" });
  });

  // Issue 21: NETLIFY=true exists only in the Netlify build; a function never sees it, so it chose
  // a folder on the read-only disk. It is no sign of where a process runs.
  it("ignores NETLIFY=true (a build-time variable)", () => {
    expect(storageConfig({ NETLIFY: "true" })).toEqual({ driver: "folder", root: ".data/storage" });
  });

  it("keeps tests in memory when the database is in memory", () => {
    expect(storageConfig({ DATA_DIR: "memory://" })).toEqual({ driver: "memory" });
  });

  it("lets STORAGE_DRIVER override the choice", () => {
    expect(storageConfig({ STORAGE_DRIVER: "blobs" })).toEqual({ driver: "blobs" });
    expect(storageConfig({ NETLIFY: "true", STORAGE_DRIVER: "folder", DATA_DIR: "/tmp/x" })).toEqual({ driver: "folder", root: "/tmp/x/storage" });
    expect(() => storageConfig({ STORAGE_DRIVER: "folder", DATA_DIR: "memory://" })).toThrow();
    expect(() => storageConfig({ STORAGE_DRIVER: "s3" })).toThrow();
  });
});
