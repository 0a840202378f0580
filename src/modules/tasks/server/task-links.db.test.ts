/**
 * Linking a task to a document or a discussion thread checks the target through its own module
 * (src/composition/task-link-resolvers.ts): a member can neither link nor find, nor learn the title
 * of, a board-only document or a thread in a board-only category, nor one in the trash or deleted;
 * a readable target is stored with its own title, not the one typed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { callFunction } from "../../../../tests/helpers/function-call.ts";
import tasksFn from "../../../../netlify/functions/tasks.mts";
import discussionsFn from "../../../../netlify/functions/discussions.mts";
import { storeGeneratedDocument } from "#modules/documents/index.ts";

const run = Date.now().toString(36);
const REFUSED = "Der Eintrag wurde nicht gefunden oder Sie dürfen ihn nicht sehen.";
let member: { id: string };
let board: { id: string };
let admin: { id: string };
let memberTask: string;
const docs = {} as Record<"open" | "board" | "trashed", string>;
const threads = {} as Record<"open" | "board" | "deleted", string>;

async function call(fn: typeof tasksFn, as: { id: string }, method: string, path: string, body?: unknown) {
  const response = await callFunction(fn, path, { method, body, headers: { authorization: `Bearer ${await tokenFor(as.id)}` } });
  await response.settle();
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field in assertions
  return { status: response.response.status, body: response.body as Record<string, any> };
}
const api = (as: { id: string }, method: string, path: string, body?: unknown) => call(tasksFn, as, method, path, body);
const link = (kind: string, targetId: string, title = "Getippter Titel") =>
  api(member, "POST", `/api/tasks/tasks/${memberTask}/links`, { kind, targetId, title });
const search = async (as: { id: string }, kind: string, q: string) => {
  const found = await api(as, "GET", `/api/tasks/link-targets?kind=${kind}&q=${encodeURIComponent(q)}`);
  expect(found.status).toBe(200);
  return found.body.items as { id: string; title: string; hint: string }[];
};

beforeAll(async () => {
  const db = await getDb();
  member = await createUser({ roles: ["mitglied"], firstName: "Mia", lastName: `Verlinkt${run}` });
  board = await createUser({ roles: ["vorstand"], firstName: "Vera", lastName: `Verlinkt${run}` });
  admin = await createUser({ roles: ["admin"], firstName: "Ada", lastName: `Verlinkt${run}` });
  const project = (await api(member, "POST", "/api/tasks/projects", { name: `Verknüpfungen ${run}`, readRole: "mitglied" })).body.id;
  memberTask = (await api(member, "POST", "/api/tasks/tasks", { projectId: project, title: `Oberleitung prüfen ${run}` })).body.id;

  const store = (key: string, readRole: "mitglied" | "vorstand", fileName: string) =>
    db.transaction((tx) =>
      storeGeneratedDocument(tx, {
        folder: { key: `${key}-${run}`, name: `${key} ${run}`, readRole },
        fileName,
        bytes: new TextEncoder().encode("Inhalt"),
        actorId: admin.id,
      }),
    );
  docs.open = (await store("links-offen", "mitglied", `Prüfbericht Oberleitung ${run}.txt`)).documentId;
  docs.board = (await store("links-vorstand", "vorstand", `Vorstandsvorlage Oberleitung ${run}.txt`)).documentId;
  docs.trashed = (await store("links-offen", "mitglied", `Altbericht Oberleitung ${run}.txt`)).documentId;
  await db.execute(sql`UPDATE documents SET deleted_at = now() WHERE id = ${docs.trashed}`);

  const category = async (name: string, readRoles: string[]) =>
    (await call(discussionsFn, admin, "POST", "/api/discussions/categories", { name: `${name} ${run}`, readRoles, writeRoles: readRoles })).body.id as string;
  const open = await category("Technik", ["mitglied"]);
  const boardOnly = await category("Vorstand", ["vorstand"]);
  const thread = async (categoryId: string, title: string) => {
    const created = await call(discussionsFn, board, "POST", "/api/discussions/threads", { categoryId, title, body: "Bitte ansehen." });
    expect(created.status).toBe(201);
    return created.body.id as string;
  };
  threads.open = await thread(open, `Oberleitung Abschnitt Nord ${run}`);
  threads.board = await thread(boardOnly, `Oberleitung Vorstandssache ${run}`);
  threads.deleted = await thread(open, `Oberleitung gelöscht ${run}`);
  await db.execute(sql`UPDATE discussion_threads SET deleted_at = now() WHERE id = ${threads.deleted}`);
}, 120_000);
afterAll(() => closeDatabase());

describe("linking a document", () => {
  it("stores the document's own name, not the typed title", async () => {
    const linked = await link("document", docs.open);
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({ title: `Prüfbericht Oberleitung ${run}.txt`, targetId: docs.open });
    expect(linked.body.path).toContain(`dokument=${docs.open}`);
  });

  it("refuses a board-only, a trashed and an unknown document without telling its name", async () => {
    for (const id of [docs.board, docs.trashed, "3f1c0c1e-0000-4000-8000-000000000001", "kein-dokument"]) {
      const refused = await link("document", id);
      expect(refused.status, id).toBe(400);
      expect(refused.body.details, id).toEqual([`Dokument: ${REFUSED}`]);
      expect(JSON.stringify(refused.body)).not.toContain("Vorstandsvorlage");
    }
    const detail = (await api(member, "GET", `/api/tasks/tasks/${memberTask}`)).body;
    expect((detail.links as { targetId: string }[]).map((l) => l.targetId)).not.toContain(docs.board);
  });

  it("lets the board link the board-only document", async () => {
    const project = (await api(board, "POST", "/api/tasks/projects", { name: `Vorstand Verknüpfungen ${run}`, readRole: "vorstand" })).body.id;
    const task = (await api(board, "POST", "/api/tasks/tasks", { projectId: project, title: "Vorlage lesen" })).body.id;
    const linked = await api(board, "POST", `/api/tasks/tasks/${task}/links`, { kind: "document", targetId: docs.board, title: "x" });
    expect(linked.status).toBe(201);
    expect(linked.body.title).toBe(`Vorstandsvorlage Oberleitung ${run}.txt`);
  });
});

describe("linking a discussion", () => {
  it("stores the thread's own title", async () => {
    const linked = await link("discussion", threads.open);
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({ title: `Oberleitung Abschnitt Nord ${run}`, path: `/backend/discussions/${threads.open}` });
  });

  it("refuses a thread in a board-only category, a deleted and an unknown one", async () => {
    for (const id of [threads.board, threads.deleted, "3f1c0c1e-0000-4000-8000-000000000002", "x"]) {
      const refused = await link("discussion", id);
      expect(refused.status, id).toBe(400);
      expect(refused.body.details, id).toEqual([`Diskussion: ${REFUSED}`]);
      expect(JSON.stringify(refused.body)).not.toContain("Vorstandssache");
    }
  });
});

describe("the picker's search", () => {
  it("finds only what the member may read", async () => {
    const memberDocs = await search(member, "document", `Oberleitung ${run}`);
    expect(memberDocs).toEqual([{ id: docs.open, title: `Prüfbericht Oberleitung ${run}.txt`, hint: `links-offen ${run}` }]);
    expect((await search(board, "document", `Oberleitung ${run}`)).map((d) => d.id).sort()).toEqual([docs.open, docs.board].sort());

    const memberThreads = await search(member, "discussion", `Oberleitung`);
    expect(memberThreads.map((t) => t.id)).toContain(threads.open);
    expect(memberThreads.map((t) => t.id)).not.toContain(threads.board);
    expect(memberThreads.map((t) => t.id)).not.toContain(threads.deleted);
    expect(memberThreads.find((t) => t.id === threads.open)?.hint).toBe(`Technik ${run}`);
    expect((await search(board, "discussion", `Vorstandssache ${run}`)).map((t) => t.id)).toEqual([threads.board]);
  });

  it("never lists a board-only item to a member, not even without a search term", async () => {
    for (const kind of ["document", "discussion"]) {
      const latest = await search(member, kind, "");
      expect(latest.length).toBeLessThanOrEqual(10);
      expect(latest.map((i) => i.id)).not.toContain(kind === "document" ? docs.board : threads.board);
    }
  });

  it("offers nothing for resolutions and refuses an unknown kind", async () => {
    expect(await search(member, "resolution", "Haushalt")).toEqual([]);
    expect((await api(member, "GET", "/api/tasks/link-targets?kind=task&q=x")).status).toBe(400);
  });
});

describe("what a link shows, checked per reader when it is read (issue 23)", () => {
  const hidden = {} as { thread: string; movedThread: string; managementDoc: string };
  let management: { id: string };
  const detailOf = async (as: { id: string }) => (await api(as, "GET", `/api/tasks/tasks/${memberTask}`)).body;
  const linkedIds = async (as: { id: string }) => ((await detailOf(as)).links as { targetId: string }[]).map((l) => l.targetId);
  const listed = async (as: { id: string }, query: string) => {
    const page = await api(as, "GET", `/api/tasks/tasks?status=all&${query}`);
    expect(page.status).toBe(200);
    return (page.body.items as { id: string }[]).map((t) => t.id);
  };

  beforeAll(async () => {
    const db = await getDb();
    management = await createUser({ roles: ["geschaeftsfuehrung"], firstName: "Gero", lastName: `Verlinkt${run}` });
    hidden.managementDoc = (
      await db.transaction((tx) =>
        storeGeneratedDocument(tx, {
          folder: { key: `links-gf-${run}`, name: `Geschäftsführung ${run}`, readRole: "geschaeftsfuehrung" },
          fileName: `Gehaltsvorlage Oberleitung ${run}.txt`,
          bytes: new TextEncoder().encode("Inhalt"),
          actorId: admin.id,
        }),
      )
    ).documentId;
    hidden.thread = threads.board;
    // A thread every member could read when it was linked, moved to the board's category later.
    const [open] = rowsOf<{ category_id: string }>(await db.execute(sql`SELECT category_id FROM discussion_threads WHERE id = ${threads.open}`));
    const created = await call(discussionsFn, board, "POST", "/api/discussions/threads", {
      categoryId: open!.category_id,
      title: `Oberleitung später vertraulich ${run}`,
      body: "Zunächst offen.",
    });
    hidden.movedThread = created.body.id as string;
  });

  it("the board's thread and management's document, linked to a task every member reads, show their titles and ids only to those who may read them", async () => {
    expect((await api(board, "POST", `/api/tasks/tasks/${memberTask}/links`, { kind: "discussion", targetId: hidden.thread, title: "x" })).status).toBe(201);
    expect(
      (await api(management, "POST", `/api/tasks/tasks/${memberTask}/links`, { kind: "document", targetId: hidden.managementDoc, title: "x" })).status,
    ).toBe(201);
    expect((await link("discussion", hidden.movedThread)).status).toBe(201);
    const db = await getDb();
    const [boardOnly] = rowsOf<{ category_id: string }>(await db.execute(sql`SELECT category_id FROM discussion_threads WHERE id = ${threads.board}`));
    await db.execute(sql`UPDATE discussion_threads SET category_id = ${boardOnly!.category_id} WHERE id = ${hidden.movedThread}`);

    const seenByMember = JSON.stringify(await detailOf(member));
    for (const secret of ["Vorstandssache", "Gehaltsvorlage", "später vertraulich", hidden.thread, hidden.managementDoc, hidden.movedThread])
      expect(seenByMember).not.toContain(secret);
    expect(await linkedIds(member)).toContain(docs.open); // what the member may read stays

    expect(await linkedIds(board)).toEqual(expect.arrayContaining([hidden.thread, hidden.movedThread]));
    expect(await linkedIds(board)).not.toContain(hidden.managementDoc);
    expect(await linkedIds(management)).toContain(hidden.managementDoc);
  });

  it("the list filtered by a link finds the task only for those who may read the link's target", async () => {
    expect(await listed(member, `linkKind=discussion&linkId=${hidden.thread}`)).toEqual([]);
    expect(await listed(member, `linkKind=discussion&linkId=${hidden.movedThread}`)).toEqual([]);
    expect(await listed(member, `linkKind=document&linkId=${hidden.managementDoc}`)).toEqual([]);
    expect(await listed(board, `linkKind=discussion&linkId=${hidden.thread}`)).toContain(memberTask);
    expect(await listed(management, `linkKind=document&linkId=${hidden.managementDoc}`)).toContain(memberTask);
    expect(await listed(member, `linkKind=document&linkId=${docs.open}`)).toContain(memberTask);
  });

  it("the search does not find the task by a hidden link's title", async () => {
    expect(await listed(member, `q=${encodeURIComponent("Gehaltsvorlage")}`)).not.toContain(memberTask);
    expect(await listed(member, `q=${encodeURIComponent("Vorstandssache")}`)).not.toContain(memberTask);
  });
});
