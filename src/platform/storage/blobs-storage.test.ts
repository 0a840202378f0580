/**
 * The Netlify Blobs storage against @netlify/blobs' own local server (BlobsServer, the stand-in
 * Netlify's CLI uses), reached through the same edge-URL code path and strong-consistency reads
 * the production client takes inside a Netlify function.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getStore } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobsStorage, openBlobsStore } from "./blobs-storage.ts";
import { boundedBlobsFetch } from "./blobs-fetch.ts";
import { StorageUnavailableError } from "./object-storage.ts";
import { describeObjectStorageContract } from "./object-storage.contract.ts";

const TOKEN = "local-test-token";
let server: BlobsServer;
let directory: string;
let edgeURL: string;
let storeCount = 0;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "vnsi-blobs-"));
  server = new BlobsServer({ directory, token: TOKEN, port: 0 });
  const { port } = await server.start();
  edgeURL = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server?.stop();
  await rm(directory, { recursive: true, force: true });
});

function freshStore() {
  storeCount += 1;
  return getStore({ name: `contract-${storeCount}`, siteID: "vnsi-test", token: TOKEN, edgeURL, uncachedEdgeURL: edgeURL, consistency: "strong" });
}

describeObjectStorageContract("Netlify Blobs", async () => blobsStorage(freshStore()));

describe("Netlify Blobs store from the environment", () => {
  it("opens a store from NETLIFY_BLOBS_CONTEXT the way a deployed function does", async () => {
    const context = { siteID: "vnsi-test", token: TOKEN, edgeURL, uncachedEdgeURL: edgeURL };
    const previous = process.env.NETLIFY_BLOBS_CONTEXT;
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString("base64");
    try {
      const storage = blobsStorage(await openBlobsStore("from-env"));
      await storage.put("x/y", new Uint8Array([7, 8]));
      expect(await blobsStorage(freshStoreNamed("from-env")).get("x/y")).toEqual(new Uint8Array([7, 8]));
    } finally {
      if (previous === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
      else process.env.NETLIFY_BLOBS_CONTEXT = previous;
    }
  });
});

function freshStoreNamed(name: string) {
  return getStore({ name, siteID: "vnsi-test", token: TOKEN, edgeURL, uncachedEdgeURL: edgeURL, consistency: "strong" });
}

describe("Netlify Blobs unreachable (issue 21)", () => {
  it("fails with StorageUnavailableError within seconds, not after the client's 25 s of retries", async () => {
    // Nothing listens on port 9 here: every connection is refused.
    const store = getStore({
      name: "gone",
      siteID: "vnsi-test",
      token: TOKEN,
      edgeURL: "http://127.0.0.1:9",
      uncachedEdgeURL: "http://127.0.0.1:9",
      consistency: "strong",
      fetch: boundedBlobsFetch,
    });
    const started = Date.now();
    await expect(blobsStorage(store).put("a/b", new Uint8Array([1]))).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(blobsStorage(store).get("a/b")).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("fails the same way without a Blobs context (no NETLIFY_BLOBS_CONTEXT)", async () => {
    const previous = process.env.NETLIFY_BLOBS_CONTEXT;
    delete process.env.NETLIFY_BLOBS_CONTEXT;
    try {
      await expect(blobsStorage(() => openBlobsStore("no-context")).get("a")).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      if (previous !== undefined) process.env.NETLIFY_BLOBS_CONTEXT = previous;
    }
  });

  it("gives up on a Blobs that answers 5xx after one more try", async () => {
    let calls = 0;
    const failing = (async () => {
      calls += 1;
      return new Response("down", { status: 503 });
    }) as typeof fetch;
    const original = globalThis.fetch;
    globalThis.fetch = failing;
    try {
      const store = getStore({
        name: "down",
        siteID: "vnsi-test",
        token: TOKEN,
        edgeURL,
        uncachedEdgeURL: edgeURL,
        consistency: "strong",
        fetch: boundedBlobsFetch,
      });
      const started = Date.now();
      await expect(blobsStorage(store).get("x")).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(calls).toBe(2);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      globalThis.fetch = original;
    }
  });
});
