/**
 * The tasks module's endpoints (any approved member; analytics for board and admin). Every read
 * and write is scoped to the projects the caller may read, inside the services.
 */
import { z } from "zod";
import { route } from "../../../platform/http/router.ts";
import { created } from "../../../platform/http/respond.ts";
import { idParams, uuid } from "../../../platform/http/params.ts";
import { analyticsQuery } from "../schema/analytics.ts";
import { linkCreate, linkTargetQuery } from "../schema/link.ts";
import { boardQuery, peopleQuery, taskListQuery } from "../schema/list-query.ts";
import { projectUpdate, projectValues } from "../schema/project.ts";
import { bulkStatusChange, checklistItemCreate, checklistItemUpdate, commentCreate, statusChange, taskCreate, taskUpdate } from "../schema/task.ts";
import { taskAnalytics } from "./analytics.ts";
import { addChecklistItem, deleteChecklistItem, updateChecklistItem } from "./checklist.ts";
import { addComment } from "./comments.ts";
import { addLink, removeLink } from "./links.ts";
import { searchLinkTargets } from "./link-targets.ts";
import { assignablePeople } from "./people.ts";
import { createProject, getProject, listProjects, updateProject } from "./projects.ts";
import { bulkChangeStatus, changeStatus, createTask, updateTask } from "./task-changes.ts";
import { boardColumns, getTask, listTasks, mySummary } from "./task-queries.ts";
import { labelsInUse } from "./labels.ts";

const TASKS = "/api/todos/tasks";
const PROJECTS = "/api/todos/projects";
const itemParams = z.object({ id: uuid, itemId: uuid });
const linkParams = z.object({ id: uuid, linkId: uuid });
const projectListQuery = z.strictObject({ archived: z.enum(["0", "1"]).default("0") });

export const taskRoutes = [
  route({ method: "GET", path: TASKS, access: "todos", query: taskListQuery, cost: (query) => (query.q ? "search" : undefined), summary: "Task list (mine, project, due, search, linked)", handle: ({ db, user, query }) => listTasks(db, user, query) }),
  route({
    method: "POST",
    path: TASKS,
    access: "todos",
    body: taskCreate,
    handle: async ({ db, user, body, deliverAfterResponse }) => {
      const { task, deliveryIds } = await createTask(db, user, body);
      deliverAfterResponse(deliveryIds);
      return created(task);
    },
  }),
  route({ method: "POST", path: `${TASKS}/bulk-status`, access: "todos", body: bulkStatusChange, handle: ({ db, user, body }) => bulkChangeStatus(db, user, body) }),
  route({ method: "GET", path: `${TASKS}/:id`, access: "todos", params: idParams, notFound: "Die Aufgabe", handle: ({ db, user, params }) => getTask(db, user, params.id) }),
  route({
    method: "PUT",
    path: `${TASKS}/:id`,
    access: "todos",
    params: idParams,
    notFound: "Die Aufgabe",
    body: taskUpdate,
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const { task, deliveryIds } = await updateTask(db, user, params.id, body);
      deliverAfterResponse(deliveryIds);
      return task;
    },
  }),
  route({ method: "POST", path: `${TASKS}/:id/status`, access: "todos", params: idParams, notFound: "Die Aufgabe", body: statusChange, handle: async ({ db, user, params, body }) => (await changeStatus(db, user, params.id, body)).task }),
  route({ method: "POST", path: `${TASKS}/:id/checklist`, access: "todos", params: idParams, notFound: "Die Aufgabe", body: checklistItemCreate, handle: async ({ db, user, params, body }) => created(await addChecklistItem(db, user, params.id, body.text)) }),
  route({ method: "PATCH", path: `${TASKS}/:id/checklist/:itemId`, access: "todos", params: itemParams, notFound: "Der Punkt", body: checklistItemUpdate, handle: ({ db, user, params, body }) => updateChecklistItem(db, user, params.id, params.itemId, body) }),
  route({ method: "DELETE", path: `${TASKS}/:id/checklist/:itemId`, access: "todos", params: itemParams, notFound: "Der Punkt", handle: ({ db, user, params }) => deleteChecklistItem(db, user, params.id, params.itemId) }),
  route({
    method: "POST",
    path: `${TASKS}/:id/comments`,
    access: "todos",
    params: idParams,
    notFound: "Die Aufgabe",
    body: commentCreate,
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const { comment, deliveryIds } = await addComment(db, user, params.id, body.body);
      deliverAfterResponse(deliveryIds);
      return created(comment);
    },
  }),
  route({ method: "POST", path: `${TASKS}/:id/links`, access: "todos", params: idParams, notFound: "Die Aufgabe", body: linkCreate, handle: async ({ db, user, params, body }) => created(await addLink(db, user, params.id, body)) }),
  route({ method: "DELETE", path: `${TASKS}/:id/links/:linkId`, access: "todos", params: linkParams, notFound: "Die Verknüpfung", handle: ({ db, user, params }) => removeLink(db, user, params.id, params.linkId) }),
  route({ method: "GET", path: "/api/todos/link-targets", access: "todos", query: linkTargetQuery, summary: "Link picker: readable discussions or documents", handle: ({ db, user, query }) => searchLinkTargets(db, user, query.kind, query.q) }),

  route({ method: "GET", path: "/api/todos/board", access: "todos", query: boardQuery, handle: async ({ db, user, query }) => ({ columns: await boardColumns(db, user, query) }) }),
  route({ method: "GET", path: "/api/todos/summary", access: "todos", summary: "Meine Aufgaben card", handle: ({ db, user }) => mySummary(db, user) }),
  route({ method: "GET", path: "/api/todos/people", access: "todos", query: peopleQuery, handle: async ({ db, user, query }) => ({ items: await assignablePeople(db, user, query) }) }),
  route({ method: "GET", path: "/api/todos/labels", access: "todos", handle: async ({ db, user }) => ({ items: await labelsInUse(db, user) }) }),

  route({ method: "GET", path: PROJECTS, access: "todos", query: projectListQuery, handle: async ({ db, user, query }) => ({ items: await listProjects(db, user, { includeArchived: query.archived === "1" }) }) }),
  route({ method: "POST", path: PROJECTS, access: "todos", body: projectValues, handle: async ({ db, user, body }) => created(await createProject(db, user, body)) }),
  route({ method: "GET", path: `${PROJECTS}/:id`, access: "todos", params: idParams, notFound: "Das Projekt", handle: ({ db, user, params }) => getProject(db, user, params.id) }),
  route({ method: "PUT", path: `${PROJECTS}/:id`, access: "todos", params: idParams, notFound: "Das Projekt", body: projectUpdate, handle: ({ db, user, params, body }) => updateProject(db, user, params.id, body) }),

  route({ method: "GET", path: "/api/todos/analytics", access: "todoAnalytics", cost: "analytics", query: analyticsQuery, handle: ({ db, user, query }) => taskAnalytics(db, user, query) }),
];
