/** The WHERE parts of the task list, built from the list query (shared by list, board and counts). */
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { berlinDate, addDays } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import { CLOSED_STATUSES, isClosed, OPEN_STATUSES } from "../domain/status.ts";
import type { TaskListQuery } from "../schema/list-query.ts";
import { taskProjectReadable, type TaskReader } from "./project-access.ts";
import { toPrefixTsquery } from "./search-query.ts";
import { tasks } from "./tables.ts";

export type ListFilters = Omit<TaskListQuery, "sort" | "dir" | "cursor" | "limit">;

/** The conditions, or null when the filter cannot match anything (e.g. a search of only symbols). */
export function listConditions(viewer: TaskReader, filters: Partial<ListFilters>, today = berlinDate(now())): SQL[] | null {
  const conditions: SQL[] = [taskProjectReadable(viewer, tasks.projectId)];
  if (filters.projectId) conditions.push(eq(tasks.projectId, filters.projectId));
  if (filters.createdBy === "me") conditions.push(eq(tasks.createdBy, viewer.id));
  const status = filters.status ?? "open";
  const onlyOpen = status === "open" || (Array.isArray(status) && status.length > 0 && status.every((s) => !isClosed(s)));
  if (filters.assignee === "none") conditions.push(sql`NOT EXISTS (SELECT 1 FROM task_assignees a WHERE a.task_id = ${tasks.id})`);
  else if (filters.assignee) {
    const userId = filters.assignee === "me" ? viewer.id : filters.assignee;
    // Only open tasks wanted: the person's open assignments are one range of a small partial
    // index (task_open is kept by a trigger, 0370), not a pass over every open task; the task's
    // own "closed_at IS NULL" is then implied and left out, so the planner starts from them.
    if (onlyOpen) conditions.push(sql`${tasks.id} IN (SELECT a.task_id FROM task_assignees a WHERE a.user_id = ${userId} AND a.task_open)`);
    else conditions.push(sql`${tasks.id} IN (SELECT a.task_id FROM task_assignees a WHERE a.user_id = ${userId})`);
  }
  if (status === "open" && !(filters.assignee && filters.assignee !== "none")) conditions.push(isNull(tasks.closedAt));
  else if (status === "closed") conditions.push(isNotNull(tasks.closedAt));
  else if (Array.isArray(status) && status.length) conditions.push(status.length === 1 ? eq(tasks.status, status[0]!) : inArray(tasks.status, status));
  if (filters.priority) conditions.push(eq(tasks.priority, filters.priority as 1 | 2 | 3 | 4));
  if (filters.label) conditions.push(sql`${tasks.labels} @> ARRAY[${filters.label}]::text[]`);
  if (filters.due) conditions.push(dueCondition(filters.due, today));
  if (filters.q) {
    const tsquery = toPrefixTsquery(filters.q);
    if (!tsquery) return null;
    conditions.push(sql`tasks.search_vector @@ to_tsquery('german', ${tsquery})`);
  }
  if (filters.linkKind && filters.linkId) {
    conditions.push(sql`${tasks.id} IN (SELECT l.task_id FROM task_links l WHERE l.kind = ${filters.linkKind} AND l.target_id = ${filters.linkId})`);
  }
  return conditions;
}

function dueCondition(due: NonNullable<ListFilters["due"]>, today: string): SQL {
  switch (due) {
    case "overdue":
      return and(isNull(tasks.closedAt), sql`${tasks.dueDate} < ${today}`)!;
    case "today":
      return eq(tasks.dueDate, today);
    case "week":
      return sql`${tasks.dueDate} BETWEEN ${today} AND ${addDays(today, 7)}`;
    case "later":
      return sql`${tasks.dueDate} > ${addDays(today, 7)}`;
    case "none":
      return isNull(tasks.dueDate);
  }
}

export { CLOSED_STATUSES, OPEN_STATUSES };
