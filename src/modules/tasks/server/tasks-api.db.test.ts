/**
 * The tasks endpoints as people use them: a member never reaches a board-only project's tasks (by
 * id, list, search, link, board, summary, or by changing them); edits of a stale version get 409;
 * the reminder job tells assignees once per task and day. "Erledigt" arriving twice at once:
 * tasks-api-races.pg.test.ts (real Postgres).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { userActivityLog } from "#platform/auth/tables.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { callFunction } from "../../../../tests/helpers/function-call.ts";
import tasksFn from "../../../../netlify/functions/tasks.mts";
import { notifications } from "#modules/notifications/server/tables.ts";
import { berlinDate, addDays } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import { sendTaskReminders } from "./reminders.ts";

const run = Date.now().toString(36);
let member: { id: string };
let colleague: { id: string };
let board: { id: string };
let admin: { id: string };
let openProject: string;
let boardProject: string;
let boardTask: string;

const auth = async (id: string) => ({ authorization: `Bearer ${await tokenFor(id)}` });
async function api(as: { id: string }, method: string, path: string, body?: unknown) {
  const call = await callFunction(tasksFn, path, { method, body, headers: await auth(as.id) });
  await call.settle();
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field in assertions
  return { status: call.response.status, body: call.body as Record<string, any> };
}

beforeAll(async () => {
  await getDb();
  member = await createUser({ roles: ["mitglied"], firstName: "Mia", lastName: `Mitglied${run}` });
  colleague = await createUser({ roles: ["mitglied"], firstName: "Kai", lastName: `Kollege${run}` });
  board = await createUser({ roles: ["vorstand"], firstName: "Vera", lastName: `Vorstand${run}` });
  admin = await createUser({ roles: ["admin"], firstName: "Ada", lastName: `Admin${run}` });
  openProject = (await api(member, "POST", "/api/tasks/projects", { name: `Geschäftsstelle ${run}`, readRole: "mitglied" })).body.id;
  boardProject = (await api(board, "POST", "/api/tasks/projects", { name: `Vorstand intern ${run}`, readRole: "vorstand" })).body.id;
  const created = await api(board, "POST", "/api/tasks/tasks", {
    projectId: boardProject,
    title: `Kassenprüfung geheim ${run}`,
    description: "Belege prüfen",
    assigneeIds: [board.id],
    labels: ["kasse"],
  });
  boardTask = created.body.id;
  await api(board, "POST", `/api/tasks/tasks/${boardTask}/links`, { kind: "resolution", targetId: `res-${run}`, title: "Prüfbericht" });
}, 120_000);
afterAll(() => closeDatabase());

describe("projects", () => {
  it("logs project_created and refuses a restriction the creator would not pass", async () => {
    const [entry] = await (await getDb())
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, board.id), eq(userActivityLog.activityType, "project_created")));
    expect(entry?.description).toContain(`Vorstand intern ${run}`);
    const refused = await api(member, "POST", "/api/tasks/projects", { name: `Heimlich ${run}`, readRole: "vorstand" });
    expect(refused.status).toBe(400);
    expect(refused.body.details.join(" ")).toContain("Sichtbarkeit");
  });

  it("lists only readable projects and hides a board project by id", async () => {
    const mine = await api(member, "GET", "/api/tasks/projects");
    const names = (mine.body.items as { name: string }[]).map((p) => p.name);
    expect(names).toContain(`Geschäftsstelle ${run}`);
    expect(names).not.toContain(`Vorstand intern ${run}`);
    expect((await api(member, "GET", `/api/tasks/projects/${boardProject}`)).status).toBe(404);
    expect((await api(board, "GET", `/api/tasks/projects/${boardProject}`)).status).toBe(200);
    expect((await api(member, "PUT", `/api/tasks/projects/${boardProject}`, { name: "Übernommen", readRole: "mitglied", version: 1 })).status).toBe(404);
  });
});

describe("a member and a board-only project", () => {
  it("cannot read its task by id, list, search, link, board, labels or summary", async () => {
    expect((await api(member, "GET", `/api/tasks/tasks/${boardTask}`)).status).toBe(404);
    expect((await api(board, "GET", `/api/tasks/tasks/${boardTask}`)).status).toBe(200);
    const searches = [
      `?status=all&q=Kassenpr%C3%BCfung`,
      `?status=all&projectId=${boardProject}`,
      `?status=all&linkKind=resolution&linkId=res-${run}`,
      `?status=all&label=kasse`,
      `?assignee=${board.id}&status=all`,
    ];
    for (const query of searches) {
      const found = await api(member, "GET", `/api/tasks/tasks${query}`);
      expect(found.status, query).toBe(200);
      expect(
        (found.body.items as { id: string }[]).map((t) => t.id),
        query,
      ).not.toContain(boardTask);
      expect(found.body.total, query).toBe(0);
      const boardSees = await api(board, "GET", `/api/tasks/tasks${query}`);
      expect(
        (boardSees.body.items as { id: string }[]).map((t) => t.id),
        query,
      ).toContain(boardTask);
    }
    const columns = (await api(member, "GET", `/api/tasks/board?projectId=${boardProject}`)).body.columns as { items: { id: string }[] }[];
    expect(columns.flatMap((c) => c.items)).toEqual([]);
    const labels = (await api(member, "GET", "/api/tasks/labels")).body.items as { label: string }[];
    expect(labels.map((l) => l.label)).not.toContain("kasse");
  });

  it("cannot change it, comment on it, tick its checklist, link it or move tasks into the project", async () => {
    const attempts = [
      await api(member, "PUT", `/api/tasks/tasks/${boardTask}`, { projectId: openProject, title: "Gekapert", version: 1 }),
      await api(member, "POST", `/api/tasks/tasks/${boardTask}/status`, { status: "erledigt", version: 1 }),
      await api(member, "POST", `/api/tasks/tasks/${boardTask}/comments`, { body: "Hallo" }),
      await api(member, "POST", `/api/tasks/tasks/${boardTask}/checklist`, { text: "Mehr" }),
      await api(member, "POST", `/api/tasks/tasks/${boardTask}/links`, { kind: "discussion", targetId: "x", title: "x" }),
      await api(member, "POST", "/api/tasks/tasks", { projectId: boardProject, title: "Hineingeschmuggelt" }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const bulk = await api(member, "POST", "/api/tasks/tasks/bulk-status", { ids: [boardTask], status: "verworfen" });
    expect(bulk.body).toEqual({ changed: 0, unchanged: 0, missing: 1 });
    const still = await api(board, "GET", `/api/tasks/tasks/${boardTask}`);
    expect(still.body).toMatchObject({ status: "offen", title: `Kassenprüfung geheim ${run}`, comments: [] });
  });

  it("cannot be assigned to it", async () => {
    const refused = await api(board, "POST", "/api/tasks/tasks", { projectId: boardProject, title: "Für ein Mitglied", assigneeIds: [member.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.details.join(" ")).toContain("darf dieses Projekt nicht sehen");
  });

  it("keeps the analytics for the board and admins", async () => {
    const query = `?from=${addDays(berlinDate(now()), -30)}&to=${berlinDate(now())}`;
    expect((await api(member, "GET", `/api/tasks/analytics${query}`)).status).toBe(403);
    const figures = await api(board, "GET", `/api/tasks/analytics${query}&projectId=${boardProject}`);
    expect(figures.status).toBe(200);
    expect(figures.body.totals.created).toBe(1);
    expect(figures.body.totals.openAtEnd).toBe(1);
  });
});

describe("tasks", () => {
  it("creates with assignees, checklist and labels; logs task_created; tells the assignee", async () => {
    const created = await api(member, "POST", "/api/tasks/tasks", {
      projectId: openProject,
      title: `Jahresbericht ${run}`,
      description: "**Entwurf** <script>alert(1)</script>",
      assigneeIds: [colleague.id, member.id],
      labels: "Bericht, Kommunikation, bericht",
      priority: 3,
      dueDate: addDays(berlinDate(now()), 10),
      checklist: ["Gliederung", "Zahlen"],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: "offen",
      priority: 3,
      labels: ["bericht", "kommunikation"],
      checklistTotal: 2,
      description: "**Entwurf** <script>alert(1)</script>",
    });
    expect((created.body.assignees as { name: string }[]).map((a) => a.name).sort()).toEqual([`Kai Kollege${run}`, `Mia Mitglied${run}`]);
    const db = await getDb();
    const [activity] = await db
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, member.id), eq(userActivityLog.activityType, "task_created")));
    expect(activity?.description).toContain(`Jahresbericht ${run}`);
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, "tasks.assigned"), like(notifications.title, `%Jahresbericht ${run}%`)));
    expect(told.map((n) => n.userId)).toEqual([colleague.id]);
    const mine = await api(colleague, "GET", "/api/tasks/tasks?assignee=me");
    expect((mine.body.items as { id: string }[]).map((t) => t.id)).toContain(created.body.id);
  });

  it('lists what I created under "Von mir angelegt" (createdBy=me), whoever it is assigned to (issue 25)', async () => {
    // Created for a colleague from "Meine Aufgaben", it vanished after a reload: that view lists only my assignments.
    const created = await api(member, "POST", "/api/tasks/tasks", { projectId: openProject, title: `Für Kai angelegt ${run}`, assigneeIds: [colleague.id] });
    const unassigned = await api(member, "POST", "/api/tasks/tasks", { projectId: openProject, title: `Ohne Zuständige ${run}` });
    expect([created.status, unassigned.status]).toEqual([201, 201]);
    const ids = async (as: { id: string }, query: string) =>
      ((await api(as, "GET", `/api/tasks/tasks${query}`)).body.items as { id: string }[]).map((t) => t.id);
    expect(await ids(member, "?assignee=me")).not.toContain(created.body.id);
    const mine = await ids(member, "?createdBy=me");
    expect(mine).toEqual(expect.arrayContaining([created.body.id, unassigned.body.id]));
    expect(mine).not.toContain(boardTask);
    // Someone else's creation is not "mine", even when I am assigned to it.
    expect(await ids(colleague, "?createdBy=me")).not.toContain(created.body.id);
    expect(await ids(colleague, "?assignee=me")).toContain(created.body.id);
    expect((await api(member, "GET", `/api/tasks/tasks?createdBy=${colleague.id}`)).status).toBe(400);
  });

  it("answers 409 with a German message when two people edit the same version", async () => {
    const task = (await api(member, "POST", "/api/tasks/tasks", { projectId: openProject, title: `Rundschreiben ${run}` })).body;
    const first = await api(member, "PUT", `/api/tasks/tasks/${task.id}`, {
      projectId: openProject,
      title: `Rundschreiben März ${run}`,
      version: task.version,
    });
    const second = await api(colleague, "PUT", `/api/tasks/tasks/${task.id}`, {
      projectId: openProject,
      title: `Rundschreiben April ${run}`,
      version: task.version,
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/inzwischen von einer anderen Person geändert/);
    const [audit] = await (await getDb())
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, task.id), eq(auditLog.action, "task.updated")));
    expect(audit).toBeDefined();
  });

  it("changes the status of many tasks at once", async () => {
    const a = (await api(member, "POST", "/api/tasks/tasks", { projectId: openProject, title: `Bulk A ${run}` })).body;
    const b = (await api(member, "POST", "/api/tasks/tasks", { projectId: openProject, title: `Bulk B ${run}`, status: "wartet" })).body;
    const result = await api(member, "POST", "/api/tasks/tasks/bulk-status", { ids: [a.id, b.id], status: "in_arbeit" });
    expect(result.body).toEqual({ changed: 2, unchanged: 0, missing: 0 });
    const detail = await api(member, "GET", `/api/tasks/tasks/${a.id}`);
    expect(detail.body.status).toBe("in_arbeit");
    expect(detail.body.startedAt).not.toBeNull();
  });

  it("keeps comments, checklist and links", async () => {
    const task = (await api(member, "POST", "/api/tasks/tasks", { projectId: openProject, title: `Förderantrag ${run}`, assigneeIds: [colleague.id] })).body;
    const item = await api(member, "POST", `/api/tasks/tasks/${task.id}/checklist`, { text: "Formular" });
    expect(item.status).toBe(201);
    const ticked = await api(colleague, "PATCH", `/api/tasks/tasks/${task.id}/checklist/${item.body.id}`, { done: true });
    expect(ticked.body).toMatchObject({ done: true, doneByName: `Kai Kollege${run}` });
    expect((await api(member, "POST", `/api/tasks/tasks/${task.id}/comments`, { body: "Bitte bis Freitag" })).status).toBe(201);
    const link = await api(member, "POST", `/api/tasks/tasks/${task.id}/links`, { kind: "resolution", targetId: "mv-2026-7", title: "Förderung 2027" });
    expect(link.body.path).toMatch(/\?beschluss=mv-2026-7$/);
    expect((await api(member, "POST", `/api/tasks/tasks/${task.id}/links`, { kind: "resolution", targetId: "mv-2026-7", title: "Doppelt" })).status).toBe(409);
    const detail = (await api(member, "GET", `/api/tasks/tasks/${task.id}`)).body;
    expect(detail.version).toBe(task.version);
    expect(detail.comments.map((c: { body: string }) => c.body)).toEqual(["Bitte bis Freitag"]);
    expect(detail.links).toHaveLength(1);
    expect((await api(member, "DELETE", `/api/tasks/tasks/${task.id}/links/${link.body.id}`)).status).toBe(204);
    expect((await api(member, "DELETE", `/api/tasks/tasks/${task.id}/checklist/${item.body.id}`)).status).toBe(204);
  });

  it("pages by cursor without repeating or losing rows", async () => {
    for (let i = 0; i < 5; i++)
      await api(admin, "POST", "/api/tasks/tasks", {
        projectId: openProject,
        title: `Seite ${i} ${run}`,
        dueDate: addDays(berlinDate(now()), i % 2 ? 1 : 2),
        labels: [`seite${run}`],
      });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field in assertions
      const page: { body: Record<string, any> } = await api(admin, "GET", `/api/tasks/tasks?label=seite${run}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...(page.body.items as { id: string }[]).map((t) => t.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });
});

describe("reminders", () => {
  it("tells assignees the day before and when overdue, once per task and day", async () => {
    const db = await getDb();
    const now = new Date(`${addDays(berlinDate(new Date()), 40)}T07:05:00+01:00`);
    const today = berlinDate(now);
    const soon = (
      await api(member, "POST", "/api/tasks/tasks", {
        projectId: openProject,
        title: `Morgen fällig ${run}`,
        dueDate: addDays(today, 1),
        assigneeIds: [colleague.id],
      })
    ).body;
    const late = (
      await api(member, "POST", "/api/tasks/tasks", {
        projectId: openProject,
        title: `Überfällig ${run}`,
        dueDate: addDays(today, -3),
        assigneeIds: [colleague.id, member.id],
      })
    ).body;
    const quiet = (
      await api(member, "POST", "/api/tasks/tasks", {
        projectId: openProject,
        title: `Zwei Tage drüber ${run}`,
        dueDate: addDays(today, -2),
        assigneeIds: [colleague.id],
      })
    ).body;
    const first = await sendTaskReminders(db, now);
    const second = await sendTaskReminders(db, now);
    expect(first.notifications).toBeGreaterThanOrEqual(3);
    expect(second.notifications).toBe(0);
    const mine = await db.select().from(notifications).where(eq(notifications.userId, colleague.id));
    const about = (id: string) => mine.filter((n) => n.link.includes(id) && n.kind !== "tasks.assigned");
    expect(about(soon.id).map((n) => n.kind)).toEqual(["tasks.due_soon"]);
    expect(about(late.id).map((n) => n.kind)).toEqual(["tasks.overdue"]);
    expect(about(quiet.id)).toEqual([]);
  });
});
