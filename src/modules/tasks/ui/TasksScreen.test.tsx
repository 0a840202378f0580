// @vitest-environment happy-dom
/**
 * The task screen's states with the API mocked by contract: loading, empty ("Meine Aufgaben"),
 * the server's German error with a retry, and a 409 when someone else changed the task first
 * (the status change is refused with a German toast); the board loads a column's further cards
 * on "Weitere laden" and says so in German when that fails.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "#shared/routes.ts";
import { AuthContext, type AuthContextValue } from "#ui/session/auth-context.ts";
import { conflict, failure, mockApi, ok, pending, renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import { tasksContract as contract } from "../contract.ts";
import type { TaskDetail } from "../schema/task.ts";
import TasksScreen from "./TasksScreen.tsx";

const member = { user: { id: "user_member", email: "member@example.org" }, roles: ["mitglied"] } as unknown as AuthContextValue;
const project = "5b0e3c52-2f0c-4f4e-9a59-3c0d3d0c0a01";
const task: TaskDetail = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  projectId: project,
  projectName: "Jahresbericht",
  title: "Kassenprüfung vorbereiten",
  status: "offen",
  priority: 2,
  dueDate: "2026-12-01",
  overdue: false,
  labels: [],
  assignees: [{ id: "user_member", name: "Mia Mitglied" }],
  recurrence: null,
  checklistDone: 0,
  checklistTotal: 0,
  commentCount: 0,
  updatedAt: "2026-11-01T09:00:00.000Z",
  version: 3,
  description: null,
  createdAt: "2026-11-01T09:00:00.000Z",
  createdByName: "Mia Mitglied",
  updatedByName: null,
  startedAt: null,
  closedAt: null,
  predecessorId: null,
  successorId: null,
  checklist: [],
  comments: [],
  links: [],
};
const { description, createdAt, createdByName, updatedByName, startedAt, closedAt, predecessorId, successorId, checklist, comments, links, ...listItem } = task;
const page = (items: (typeof listItem)[]) => ok({ items, nextCursor: null, total: items.length });

function api() {
  return mockApi()
    .on(contract.listProjects, () => ok({ items: [] }))
    .on(contract.listPeople, () => ok({ items: [] }))
    .on(contract.listLabels, () => ok({ items: [] }));
}

const renderTasks = (search = "") =>
  renderScreen(
    <MemoryRouter initialEntries={[`/backend/todos${search}`]}>
      <AuthContext.Provider value={member}>
        <TasksScreen route={routes.todos} />
      </AuthContext.Provider>
    </MemoryRouter>,
  );

describe("TasksScreen", () => {
  it("shows a spinner while the tasks load", async () => {
    api().on(contract.listTasks, pending);
    renderTasks();
    expect((await screen.findAllByRole("status")).some((s) => s.textContent === "Aufgaben werden geladen …")).toBe(true);
  });

  it("says there is nothing open for the person", async () => {
    const mock = api().on(contract.listTasks, () => page([]));
    renderTasks();
    expect(await screen.findByText("Keine offenen Aufgaben für Sie")).toBeTruthy();
    expect(mock.calls(contract.listTasks)[0]?.url.searchParams.get("assignee")).toBe("me");
  });

  it("shows the server's German error and loads again on request", async () => {
    let fail = true;
    api().on(contract.listTasks, () => (fail ? failure(503, "database_unavailable", "Die Datenbank ist vorübergehend nicht erreichbar.") : page([listItem])));
    renderTasks();
    const alert = (await screen.findAllByRole("alert")).find((a) => a.textContent?.includes("Die Datenbank ist vorübergehend nicht erreichbar."));
    expect(alert).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert!).getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findAllByText("Kassenprüfung vorbereiten")).not.toHaveLength(0);
  });

  it("refuses a status change in German when someone else changed the task first (409)", async () => {
    const mock = api()
      .on(contract.listTasks, () => page([listItem]))
      .on(contract.getTask, () => ok(task))
      .on(contract.changeStatus, () => conflict(4));
    renderTasks(`?aufgabe=${task.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Als erledigt markieren" }));
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Status nicht geändert"));
    expect(shownToasts().at(-1)?.description).toContain("von einer anderen Person geändert");
    expect(mock.calls(contract.changeStatus)[0]?.body).toEqual({ status: "erledigt", version: 3 });
  });

  it("loads a board column's further cards on „Weitere laden“, and says it in German when that fails", async () => {
    const card = (n: number) => ({ ...listItem, id: `0f8fad5b-d9cb-469f-a165-7086772895${String(n).padStart(2, "0")}`, title: `Karte ${n}` });
    const column = (status: (typeof listItem)["status"], items: (typeof listItem)[], nextCursor: string | null, total = items.length) => ({
      status,
      total,
      items,
      nextCursor,
    });
    let failNext = true;
    const mock = api().on(contract.board, ({ url }) => {
      if (!url.searchParams.get("cursor"))
        return ok({
          columns: [
            column("offen", [card(1), card(2)], "c1", 3),
            column("in_arbeit", [], null),
            column("wartet", [], null),
            column("erledigt", [], null),
            column("verworfen", [], null),
          ],
        });
      if (failNext) return failure(503, "database_unavailable", "Die Datenbank ist vorübergehend nicht erreichbar.");
      return ok({ columns: [column("offen", [card(3)], null, 3)] });
    });
    renderTasks("?ansicht=board");
    const more = await screen.findByRole("button", { name: "Weitere laden in „Offen“ (2 von 3 angezeigt)" });
    await userEvent.click(more);
    expect((await screen.findByRole("alert")).textContent).toContain("Die Datenbank ist vorübergehend nicht erreichbar.");
    failNext = false;
    await userEvent.click(screen.getByRole("button", { name: /^Weitere laden in „Offen“/ }));
    expect(await screen.findByText("Karte 3")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Weitere laden/ })).toBeNull();
    const asked = mock.calls(contract.board).at(-1)!.url.searchParams;
    expect([asked.get("status"), asked.get("cursor")]).toEqual(["offen", "c1"]);
  });
});
