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
