/**
 * The content editor under two simultaneous saves of one draft version: exactly one goes through
 * (row lock; real Postgres in the "postgres" project, PGlite would serialise the two). The rest of
 * the editor's endpoints: content.db.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import content from "../../../../netlify/functions/content.mts";
import { setPublishingSetup } from "#modules/content/server/setup.ts";
import { workingTreeRepository } from "#modules/content/server/repository/working-tree.ts";
import type { SiteDeployment } from "#modules/content/server/deploy/deployment.ts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);

const deployment: SiteDeployment = { kind: "local-build", timeoutMs: 60_000, start: async () => null, liveFiles: async () => null, failureSince: () => null };

beforeAll(async () => {
  await getDb();
  await createRoleUsers(userIds, tokens);
}, 120_000);
afterAll(async () => {
  setPublishingSetup(undefined);
  await closeDatabase();
});

beforeEach(async () => {
  const contentDir = await mkdtemp(path.join(tmpdir(), "vnsi-content-fn-"));
  await cp(path.resolve(import.meta.dirname, "../../../../content"), contentDir, { recursive: true });
  setPublishingSetup({ kind: "working-tree", repository: workingTreeRepository(contentDir), deployment });
  return () => rm(contentDir, { recursive: true, force: true });
});

const VALID = {
  title: "VNSI begrüßt neues Förderprogramm für Anschlussgleise",
  date: "2026-11-20",
  category: "Pressemitteilung",
  preview: "Der VNSI begrüßt das neue Förderprogramm des Bundes für Gleisanschlüsse und fordert eine schnelle Umsetzung.",
  description: "Der VNSI begrüßt das Förderprogramm für Gleisanschlüsse und fordert schnelle, einfache Verfahren.",
};

async function newPressDraft(slug: string) {
  const created = await call(content, "POST", "/api/content/entries", {
    as: "geschaeftsfuehrung",
    body: { collection: "press", entryId: slug, title: VALID.title },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string };
}

describe("concurrent saves", () => {
  it("lets exactly one of two simultaneous saves of one version through", async () => {
    const draft = await newPressDraft("gleichzeitig");
    const save = (as: string, title: string) =>
      call(content, "PUT", `/api/content/drafts/${draft.id}`, { as, body: { version: 1, data: { ...VALID, title }, body: "x" } });
    const results = await Promise.all([
      save("geschaeftsfuehrung", "Fassung der Geschäftsführung, lang genug"),
      save("vorstand", "Fassung des Vorstands, ebenfalls lang genug"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const current = await call(content, "GET", `/api/content/drafts/${draft.id}`, { as: "admin" });
    expect((current.body as { version: number }).version).toBe(2);
  });
});
