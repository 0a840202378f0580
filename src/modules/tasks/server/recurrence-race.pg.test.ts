/**
 * "Erledigt" sent several times at once for a recurring task, straight at the service so that the
 * transactions really overlap (on the real Postgres: TEST_DATABASE_URL, --project postgres; PGlite
 * serialises and cannot show a race). Every call succeeds or is refused as stale, and each task
 * gets exactly one successor.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { HttpError } from "#platform/http/errors.ts";
import { projectValues } from "../schema/project.ts";
import { taskCreate } from "../schema/task.ts";
import { createProject } from "./projects.ts";
import { bulkChangeStatus, changeStatus, createTask, updateTask } from "./task-commands.ts";
import { tasks } from "./tables.ts";

const run = Date.now().toString(36);
let db: Db;
let viewer: { id: string; roles: ["mitglied"] };
let projectId: string;

beforeAll(async () => {
  db = await getDb();
  viewer = { id: (await createUser({ roles: ["mitglied"] })).id, roles: ["mitglied"] };
  projectId = (await createProject(db, viewer, projectValues.parse({ name: `Wiederkehrend ${run}` }))).id;
}, 120_000);
afterAll(() => closeDatabase());

describe("completing a recurring task concurrently", () => {
  it("creates exactly one successor per task, whichever way erledigt arrives", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { task } = await createTask(
        db,
        viewer,
        taskCreate.parse({ projectId, title: `Monatsbericht ${i} ${run}`, recurrence: "monthly", dueDate: "2026-01-31" }),
      );
      ids.push(task.id);
    }
    const outcomes = await Promise.all(
      ids
        .flatMap((id) => [
          changeStatus(db, viewer, id, { status: "erledigt", version: 1 }),
          changeStatus(db, viewer, id, { status: "erledigt", version: 1 }),
          bulkChangeStatus(db, viewer, { ids: [id], status: "erledigt" }),
          updateTask(db, viewer, id, {
            projectId,
            title: `Monatsbericht ${run}`,
            description: null,
            status: "erledigt",
            priority: 2,
            dueDate: "2026-01-31",
            assigneeIds: [],
            labels: [],
            recurrence: "monthly",
            version: 1,
          }),
        ])
        .map((p) =>
          p.then(
            () => "ok",
            (error: unknown) => (error instanceof HttpError ? String(error.status) : `unexpected ${String(error)}`),
          ),
        ),
    );
    expect(outcomes.filter((o) => o !== "ok" && o !== "409")).toEqual([]);
    const successors = await db.select({ predecessorId: tasks.predecessorId, dueDate: tasks.dueDate }).from(tasks).where(inArray(tasks.predecessorId, ids));
    expect(successors.map((s) => s.predecessorId).sort()).toEqual([...ids].sort());
    expect(new Set(successors.map((s) => s.dueDate))).toEqual(new Set([successors[0]!.dueDate]));
  });
});
