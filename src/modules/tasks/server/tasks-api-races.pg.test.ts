/**
 * A recurring task gets exactly one successor even when "erledigt" arrives twice at once through
 * the endpoints (real Postgres in the "postgres" project; PGlite would serialise the two). The
 * rest of the tasks endpoints: tasks-api.db.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { callFunction } from "../../../../tests/helpers/function-call.ts";
import tasksFn from "../../../../netlify/functions/tasks.mts";
import { berlinDate, addDays } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import { tasks } from "./tables.ts";

const run = Date.now().toString(36);
let member: { id: string };
let colleague: { id: string };
let openProject: string;

/** The fields of the answers this file reads (projects, tasks, bulk changes). */
interface Answer {
  id: string;
  version: number;
  changed: number;
  checklist: { text: string; done: boolean }[];
  assignees: { id: string }[];
}

const auth = async (id: string) => ({ authorization: `Bearer ${await tokenFor(id)}` });
async function api(as: { id: string }, method: string, path: string, body?: unknown) {
  const call = await callFunction(tasksFn, path, { method, body, headers: await auth(as.id) });
  await call.settle();
  return { status: call.response.status, body: call.body as unknown as Answer };
}

beforeAll(async () => {
  await getDb();
  member = await createUser({ roles: ["mitglied"], firstName: "Mia", lastName: `Mitglied${run}` });
  colleague = await createUser({ roles: ["mitglied"], firstName: "Kai", lastName: `Kollege${run}` });
  openProject = (await api(member, "POST", "/api/tasks/projects", { name: `Geschäftsstelle ${run}`, readRole: "mitglied" })).body.id;
}, 120_000);
afterAll(() => closeDatabase());

describe("tasks", () => {
  it("creates exactly one successor of a recurring task when erledigt arrives twice at once", async () => {
    const due = addDays(berlinDate(now()), 3);
    const task = (
      await api(member, "POST", "/api/tasks/tasks", {
        projectId: openProject,
        title: `Kassenprüfung ${run}`,
        recurrence: "yearly",
        dueDate: due,
        assigneeIds: [colleague.id],
        checklist: ["Belege"],
      })
    ).body;
    const [one, two] = await Promise.all([
      api(member, "POST", `/api/tasks/tasks/${task.id}/status`, { status: "erledigt", version: task.version }),
      api(colleague, "POST", `/api/tasks/tasks/${task.id}/status`, { status: "erledigt", version: task.version }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const again = await api(member, "PUT", `/api/tasks/tasks/${task.id}`, {
      projectId: openProject,
      title: `Kassenprüfung ${run}`,
      status: "erledigt",
      recurrence: "yearly",
      dueDate: due,
      version: one.body.version,
    });
    expect(again.status).toBe(200);
    const bulk = await api(member, "POST", "/api/tasks/tasks/bulk-status", { ids: [task.id], status: "erledigt" });
    expect(bulk.body.changed).toBe(0);
    const successors = await (await getDb()).select().from(tasks).where(eq(tasks.predecessorId, task.id));
    expect(successors).toHaveLength(1);
    expect(successors[0]).toMatchObject({ status: "offen", recurrence: "yearly", dueDate: `${Number(due.slice(0, 4)) + 1}${due.slice(4)}` });
    const detail = await api(colleague, "GET", `/api/tasks/tasks/${successors[0]!.id}`);
    expect(detail.body.checklist.map((c: { text: string; done: boolean }) => [c.text, c.done])).toEqual([["Belege", false]]);
    expect(detail.body.assignees.map((a: { id: string }) => a.id)).toEqual([colleague.id]);
  });
});
