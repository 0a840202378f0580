/**
 * The board's bounded columns (issue 27): each column shows its first BOARD_COLUMN_LIMIT cards and
 * its total; "Weitere laden" walks one column by its cursor in the board's order (open: due date
 * with undated last, then priority, then id; closed in the last 30 days: newest first, then id),
 * with no card twice and none left out, ties of due date, priority and closing time included. A
 * cursor belongs to its column, and only one column pages at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { addDays, berlinDate } from "#shared/dates.ts";
import { callFunction } from "../../../../tests/helpers/function-call.ts";
import tasksFn from "../../../../netlify/functions/tasks.mts";
import { BOARD_COLUMN_LIMIT } from "../schema/list-query.ts";
import type { BoardColumn } from "../schema/task.ts";
import { tasks } from "./tables.ts";

let member: { id: string };
let projectId: string;

async function board(query: Record<string, string>) {
  const call = await callFunction(tasksFn, `/api/tasks/board?${new URLSearchParams({ projectId, ...query })}`, {
    method: "GET",
    headers: { authorization: `Bearer ${await tokenFor(member.id)}` },
  });
  await call.settle();
  return { status: call.response.status, body: call.body as { columns: BoardColumn[]; details?: string[] } };
}

beforeAll(async () => {
  const db = await getDb();
  member = await createUser({ roles: ["mitglied"], firstName: "Bea", lastName: "Board" });
  const created = await callFunction(tasksFn, "/api/tasks/projects", {
    method: "POST",
    body: { name: `Board-Spalten ${Date.now()}`, readRole: "mitglied" },
    headers: { authorization: `Bearer ${await tokenFor(member.id)}` },
  });
  await created.settle();
  projectId = (created.body as { id: string }).id;
  const today = berlinDate(new Date());
  const closedAt = new Date(Date.now() - 3 * 86_400_000);
  // 47 open cards: five due dates and undated, all four priorities, so ties decide by id; 26
  // done ones, every third closed at the same instant.
  await db.insert(tasks).values([
    ...Array.from({ length: 47 }, (_, i) => ({
      projectId,
      title: `Offen ${i}`,
      status: "offen" as const,
      priority: ((i % 4) + 1) as 1 | 2 | 3 | 4,
      dueDate: i % 6 === 5 ? null : addDays(today, (i % 6) - 2),
      createdBy: member.id,
    })),
    ...Array.from({ length: 26 }, (_, i) => ({
      projectId,
      title: `Erledigt ${i}`,
      status: "erledigt" as const,
      closedAt: i % 3 === 0 ? closedAt : new Date(closedAt.getTime() - i * 60_000),
      createdBy: member.id,
    })),
  ]);
}, 120_000);
afterAll(() => closeDatabase());

async function expectedIds(status: string): Promise<string[]> {
  const order = status === "erledigt" ? sql`closed_at DESC, id ASC` : sql`due_date ASC NULLS LAST, priority DESC, id ASC`;
  const rows = rowsOf<{ id: string }>(
    await (await getDb()).execute(sql`SELECT id FROM tasks WHERE project_id = ${projectId} AND status = ${status} ORDER BY ${order}`),
  );
  return rows.map((r) => r.id);
}

async function walk(status: string, first: BoardColumn): Promise<string[]> {
  const ids = first.items.map((t) => t.id);
  let cursor = first.nextCursor;
  while (cursor) {
    const { status: code, body } = await board({ status, cursor });
    expect(code).toBe(200);
    const [column] = body.columns;
    expect(body.columns).toHaveLength(1);
    expect(column!.items.length).toBeLessThanOrEqual(BOARD_COLUMN_LIMIT);
    expect(column!.total).toBe(first.total);
    ids.push(...column!.items.map((t) => t.id));
    cursor = column!.nextCursor;
  }
  return ids;
}

describe("GET /api/tasks/board", () => {
  it("shows the first cards of every column with its total, and walks a column to its end in the board's order", async () => {
    const { status, body } = await board({});
    expect(status).toBe(200);
    const open = body.columns.find((c) => c.status === "offen")!;
    const done = body.columns.find((c) => c.status === "erledigt")!;
    expect(open).toMatchObject({ total: 47 });
    expect(open.items).toHaveLength(BOARD_COLUMN_LIMIT);
    expect(done).toMatchObject({ total: 26 });
    expect(body.columns.find((c) => c.status === "wartet")).toMatchObject({ total: 0, items: [], nextCursor: null });
    expect(await walk("offen", open)).toEqual(await expectedIds("offen"));
    expect(await walk("erledigt", done)).toEqual(await expectedIds("erledigt"));
  });

  it("refuses a cursor of another column, a broken one, and a cursor without its column", async () => {
    const open = (await board({})).body.columns.find((c) => c.status === "offen")!;
    expect((await board({ status: "erledigt", cursor: open.nextCursor! })).status).toBe(400);
    expect((await board({ status: "offen", cursor: "bm9wZQ" })).status).toBe(400);
    const missing = await board({ cursor: open.nextCursor! });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain("nur für eine Spalte");
  });
});
