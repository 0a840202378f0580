/**
 * Demo data: six projects (one for the board only), the current work of the association (annual
 * report, cash audit before the assembly, the § 23 AEG statement, funding applications) and a year
 * of finished tasks so that the analytics show something real.
 */
import type { Seeder, SeedContext, SeedUser } from "#platform/seed/seed-context.ts";
import { addDays } from "#shared/dates.ts";
import { demoCalendar } from "#platform/seed/demo-calendar.ts";
import { HISTORY_TITLES, SEED_PROJECTS, SEED_TASKS, type SeedPerson } from "./seed-data.ts";
import { taskAssignees, taskChecklistItems, taskComments, taskProjects, tasks } from "./tables.ts";

const HISTORY_TASKS = 180;
const noon = (isoDate: string, hour = 10) => new Date(`${isoDate}T${String(hour).padStart(2, "0")}:00:00+01:00`);

function people(context: SeedContext): Record<SeedPerson, SeedUser> {
  const { users } = context;
  const extras = users.all.filter((u) => ![users.admin, users.management, users.board, users.member].includes(u));
  const extra = (i: number) => extras[i] ?? users.member;
  return {
    admin: users.admin,
    management: users.management,
    board: users.board,
    member: users.member,
    extra0: extra(0),
    extra1: extra(1),
    extra2: extra(2),
    extra3: extra(3),
    extra4: extra(4),
    extra5: extra(5),
  };
}

export const tasksSeeder: Seeder = {
  name: "tasks",
  async run(context) {
    const { db, today, random } = context;
    const who = people(context);
    const projectIds = new Map<string, string>();
    const assemblyLabel = demoCalendar(today).currentAssembly.label;
    const nameOf = (p: (typeof SEED_PROJECTS)[number]) => (p.key === "assembly" ? `${p.name} ${assemblyLabel}` : p.name);
    for (const p of SEED_PROJECTS) {
      const [row] = await db
        .insert(taskProjects)
        .values({
          name: nameOf(p),
          nameKey: nameOf(p).toLocaleLowerCase("de-DE"),
          description: p.description,
          readRole: p.readRole,
          createdBy: who[p.owner].id,
          updatedBy: who[p.owner].id,
          createdAt: noon(addDays(today, -400)),
        })
        .returning({ id: taskProjects.id });
      projectIds.set(p.key, row!.id);
    }

    for (const t of SEED_TASKS) {
      const closedDaysAgo = t.status === "erledigt" || t.status === "verworfen" ? (t.closedDaysAgo ?? random.int(1, 4)) : null;
      const created = noon(addDays(today, -(closedDaysAgo ?? 0) - random.int(5, 40)), random.int(8, 17));
      const closed = closedDaysAgo === null ? null : noon(addDays(today, -closedDaysAgo));
      const [row] = await db
        .insert(tasks)
        .values({
          projectId: projectIds.get(t.project)!,
          title: t.title,
          description: t.description ?? null,
          status: t.status,
          priority: t.priority,
          dueDate: t.due === null ? null : addDays(today, t.due),
          labels: t.labels,
          recurrence: t.recurrence ?? null,
          startedAt: t.status === "in_arbeit" || t.status === "wartet" ? new Date(created.getTime() + 2 * 86_400_000) : null,
          closedAt: closed,
          createdBy: who[t.assignees[0] ?? "management"].id,
          createdAt: created,
          updatedBy: who[t.assignees[0] ?? "management"].id,
          updatedAt: new Date(created.getTime() + 3 * 86_400_000),
        })
        .returning({ id: tasks.id });
      const id = row!.id;
      if (t.assignees.length)
        await db.insert(taskAssignees).values([...new Set(t.assignees)].map((p) => ({ taskId: id, userId: who[p].id, assignedAt: created })));
      if (t.checklist?.length)
        await db.insert(taskChecklistItems).values(
          t.checklist.map(([text, done], position) => ({
            taskId: id,
            text,
            position,
            done,
            doneBy: done ? who[t.assignees[0] ?? "management"].id : null,
            doneAt: done ? created : null,
          })),
        );
      for (const [i, [author, body]] of (t.comments ?? []).entries()) {
        await db.insert(taskComments).values({ taskId: id, authorId: who[author].id, body, createdAt: new Date(created.getTime() + (i + 1) * 86_400_000) });
      }
    }

    // A year of finished work: created over the last 12 months, done (rarely dropped) some days later.
    const keys = Object.keys(HISTORY_TITLES);
    const team: SeedPerson[] = ["management", "board", "extra0", "extra1", "extra3", "extra5", "admin"];
    for (let i = 0; i < HISTORY_TASKS; i++) {
      const key = random.pick(keys);
      const createdDay = addDays(today, -random.int(20, 365));
      const startedAfter = random.int(0, 6);
      const doneAfter = startedAfter + random.int(1, 30);
      const dropped = random.chance(0.08);
      const created = noon(createdDay, random.int(8, 17));
      const closed = noon(addDays(createdDay, doneAfter), random.int(8, 18));
      if (closed.getTime() > Date.now()) continue;
      const [row] = await db
        .insert(tasks)
        .values({
          projectId: projectIds.get(key)!,
          title: random.pick(HISTORY_TITLES[key]!),
          status: dropped ? "verworfen" : "erledigt",
          priority: random.pick([1, 2, 2, 2, 3, 3, 4] as const),
          dueDate: addDays(createdDay, doneAfter + random.int(-5, 10)),
          labels: [],
          startedAt: dropped ? null : noon(addDays(createdDay, startedAfter)),
          closedAt: closed,
          createdAt: created,
          updatedAt: closed,
        })
        .returning({ id: tasks.id });
      await db.insert(taskAssignees).values({ taskId: row!.id, userId: who[random.pick(team)].id, assignedAt: created });
    }
    context.log(`seed: tasks: ${SEED_PROJECTS.length} projects, ${SEED_TASKS.length} current tasks, about ${HISTORY_TASKS} finished ones`);
  },
};
