/**
 * A real first installation (issue 25): on an empty database the first-run step gives the new
 * association a usable start, so a member can post, create a task and upload at once, through the
 * real endpoints; it runs once, adds nothing where structure exists and does not bring back what
 * an administrator deleted.
 *
 * Not a *.db.test.ts: it needs a database of its own that nothing else has filled.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { ensureStarterStructure } from "../../src/composition/starter-structure.ts";
import { callFunction } from "../helpers/function-call.ts";
import discussionsFn from "../../netlify/functions/discussions.mts";
import tasksFn from "../../netlify/functions/tasks.mts";
import documentsFn from "../../netlify/functions/documents.mts";

type Handler = Parameters<typeof callFunction>[0];
let db: Db;
let member: { id: string };
let board: { id: string };

async function call(fn: Handler, as: { id: string }, method: string, path: string, body?: unknown) {
  const result = await callFunction(fn, path, { method, body, headers: { authorization: `Bearer ${await tokenFor(as.id)}` } });
  await result.settle();
  // biome-ignore lint/suspicious/noExplicitAny: answers of several endpoints, read field by field as the tests need
  return { status: result.response.status, body: result.body as Record<string, any> };
}

beforeAll(async () => {
  db = await getDb();
  member = await createUser({ roles: ["mitglied"], firstName: "Nora", lastName: "Neu" });
  board = await createUser({ roles: ["vorstand"], firstName: "Bernd", lastName: "Vorstand" });
}, 120_000);
afterAll(() => closeDatabase());

describe("the first-run structure of a new association", () => {
  it("starts empty: no area, no project, no folder to work in", async () => {
    expect((await call(discussionsFn, member, "GET", "/api/discussions/categories")).body.items).toEqual([]);
    expect((await call(tasksFn, member, "GET", "/api/tasks/projects")).body.items).toEqual([]);
    expect((await call(documentsFn, member, "GET", "/api/documents/folders")).body.items).toEqual([]);
  });

  it("creates an area, a project and two folders once, so a member can post, create a task and may upload", async () => {
    const result = await ensureStarterStructure(db);
    expect(result).toEqual({
      ran: true,
      created: ["Diskussionsbereich „Allgemein“", "Aufgabenprojekt „Geschäftsstelle“", "Dokumentenordner „Allgemein“", "Dokumentenordner „Vorstand“"],
    });

    const categories = (await call(discussionsFn, member, "GET", "/api/discussions/categories")).body.items as {
      id: string;
      name: string;
      canWrite: boolean;
    }[];
    expect(categories.map((c) => [c.name, c.canWrite])).toEqual([["Allgemein", true]]);
    const thread = await call(discussionsFn, member, "POST", "/api/discussions/threads", {
      categoryId: categories[0]!.id,
      title: "Hallo zusammen",
      body: "Unser erstes Thema.",
    });
    expect(thread.status, JSON.stringify(thread.body)).toBe(201);

    const projects = (await call(tasksFn, member, "GET", "/api/tasks/projects")).body.items as { id: string; name: string }[];
    expect(projects.map((p) => p.name)).toEqual(["Geschäftsstelle"]);
    const task = await call(tasksFn, member, "POST", "/api/tasks/tasks", {
      projectId: projects[0]!.id,
      title: "Mitgliederliste prüfen",
      assigneeIds: [member.id],
    });
    expect(task.status, JSON.stringify(task.body)).toBe(201);

    const memberFolders = (await call(documentsFn, member, "GET", "/api/documents/folders")).body.items as { name: string; canWrite: boolean }[];
    expect(memberFolders.map((f) => [f.name, f.canWrite])).toEqual([["Allgemein", true]]);
    const boardFolders = (await call(documentsFn, board, "GET", "/api/documents/folders")).body.items as { name: string; canWrite: boolean }[];
    expect(boardFolders.map((f) => [f.name, f.canWrite]).sort()).toEqual([
      ["Allgemein", true],
      ["Vorstand", true],
    ]);
  });

  it("runs once: a second start adds nothing and does not bring back what an administrator deleted", async () => {
    await db.execute(sql`DELETE FROM document_folders WHERE name = 'Vorstand'`);
    expect(await ensureStarterStructure(db)).toEqual({ ran: false, created: [] });
    expect(rowsOf(await db.execute(sql`SELECT 1 FROM document_folders WHERE name = 'Vorstand'`))).toEqual([]);
    expect(rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM discussion_categories`))[0]!.n).toBe(1);
  });

  it("adds nothing to a database that has its own structure (the demo, or an administrator's)", async () => {
    await db.execute(sql`DELETE FROM seed_markers WHERE name = 'starter-structure'`);
    const result = await ensureStarterStructure(db);
    // Only the deleted "Vorstand" folder's module is not empty ("Allgemein" is still there): nothing is created.
    expect(result).toEqual({ ran: true, created: [] });
  });
});
