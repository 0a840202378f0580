/**
 * The services a deploy talks to, stood up locally for the bundle test: a fresh Postgres database
 * reached through the Neon driver's WebSocket proxy (tests/helpers/neon-ws-proxy.ts), Netlify
 * Blobs (@netlify/blobs' BlobsServer), and recorders standing in for Resend, the application
 * webhook and Sentry.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { BlobsServer } from "@netlify/blobs/server";
import { startNeonWsProxy, type NeonWsProxy } from "../../tests/helpers/neon-ws-proxy.ts";
import { startRecorder, type HttpRecorder } from "../../tests/helpers/http-recorder.ts";

export const DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

export interface Services {
  databaseUrl: string;
  neonProxy: NeonWsProxy;
  blobs: { url: string; token: string };
  resend: HttpRecorder;
  webhook: HttpRecorder;
  sentry: HttpRecorder;
  /** A direct connection to the test database (checks, and ending a function's connection). */
  sql: pg.Pool;
  close(): Promise<void>;
}

/** True when a Postgres server answers at the URL (the test skips without one). */
export async function postgresAnswers(baseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function startServices(baseUrl: string): Promise<Services> {
  const name = `bundles_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const blobsDir = await mkdtemp(path.join(os.tmpdir(), "vnsi-blobs-"));
  const token = `blobs-${crypto.randomUUID()}`;
  const blobsServer = new BlobsServer({ directory: blobsDir, token });
  const { port: blobsPort } = await blobsServer.start();
  const neonProxy = await startNeonWsProxy();
  const resend = await startRecorder((req) => (req.path.startsWith("/emails/batch") ? { data: [] } : { id: crypto.randomUUID() }));
  const webhook = await startRecorder();
  const sentry = await startRecorder();
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 3 });

  return {
    databaseUrl,
    neonProxy,
    blobs: { url: `http://127.0.0.1:${blobsPort}`, token },
    resend,
    webhook,
    sentry,
    sql,
    async close() {
      await sql.end().catch(() => {});
      await Promise.all([neonProxy.close(), resend.close(), webhook.close(), sentry.close(), blobsServer.stop()]).catch(() => {});
      await rm(blobsDir, { recursive: true, force: true });
      const drop = new pg.Client({ connectionString: baseUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
