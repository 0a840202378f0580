/** The tasks module's route table: each endpoint of contract.ts bound to its service. */
import { route } from "#platform/http/router.ts";
import { tasksContract as tasks } from "../contract.ts";
import { taskAnalytics } from "./analytics.ts";
import { addChecklistItem, deleteChecklistItem, updateChecklistItem } from "./checklist.ts";
import { addComment } from "./comments.ts";
import { labelsInUse } from "./labels.ts";
import { searchLinkTargets } from "./link-targets.ts";
import { addLink, removeLink } from "./links.ts";
import { assignablePeople } from "./people.ts";
import { createProject, getProject, listProjects, updateProject } from "./projects.ts";
import { bulkChangeStatus, changeStatus, createTask, updateTask } from "./task-commands.ts";
import { boardColumns, getTask, listTasks, mySummary } from "./task-queries.ts";

export const taskRoutes = [
  route(tasks.listTasks, { cost: (query) => (query.q ? "search" : undefined), handle: ({ db, user, query }) => listTasks(db, user, query) }),
  route(tasks.createTask, {
    handle: async ({ db, user, body, deliverAfterResponse }) => {
      const { task, deliveryIds } = await createTask(db, user, body);
      deliverAfterResponse(deliveryIds);
      return task;
    },
  }),
  route(tasks.bulkChangeStatus, { handle: ({ db, user, body }) => bulkChangeStatus(db, user, body) }),
  route(tasks.getTask, { handle: ({ db, user, params }) => getTask(db, user, params.id) }),
  route(tasks.updateTask, {
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const { task, deliveryIds } = await updateTask(db, user, params.id, body);
      deliverAfterResponse(deliveryIds);
      return task;
    },
  }),
  route(tasks.changeStatus, { handle: async ({ db, user, params, body }) => (await changeStatus(db, user, params.id, body)).task }),
  route(tasks.addChecklistItem, { handle: ({ db, user, params, body }) => addChecklistItem(db, user, params.id, body.text) }),
  route(tasks.updateChecklistItem, { handle: ({ db, user, params, body }) => updateChecklistItem(db, user, params.id, params.itemId, body) }),
  route(tasks.deleteChecklistItem, { handle: ({ db, user, params }) => deleteChecklistItem(db, user, params.id, params.itemId) }),
  route(tasks.addComment, {
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const { comment, deliveryIds } = await addComment(db, user, params.id, body.body);
      deliverAfterResponse(deliveryIds);
      return comment;
    },
  }),
  route(tasks.addLink, { handle: ({ db, user, params, body }) => addLink(db, user, params.id, body) }),
  route(tasks.removeLink, { handle: ({ db, user, params }) => removeLink(db, user, params.id, params.linkId) }),
  route(tasks.searchLinkTargets, { handle: ({ db, user, query }) => searchLinkTargets(db, user, query.kind, query.q) }),
  route(tasks.board, { handle: async ({ db, user, query }) => ({ columns: await boardColumns(db, user, query) }) }),
  route(tasks.mySummary, { handle: ({ db, user }) => mySummary(db, user) }),
  route(tasks.listPeople, { handle: async ({ db, user, query }) => ({ items: await assignablePeople(db, user, query) }) }),
  route(tasks.listLabels, { handle: async ({ db, user }) => ({ items: await labelsInUse(db, user) }) }),
  route(tasks.listProjects, { handle: async ({ db, user, query }) => ({ items: await listProjects(db, user, { includeArchived: query.archived === "1" }) }) }),
  route(tasks.createProject, { handle: ({ db, user, body }) => createProject(db, user, body) }),
  route(tasks.getProject, { handle: ({ db, user, params }) => getProject(db, user, params.id) }),
  route(tasks.updateProject, { handle: ({ db, user, params, body }) => updateProject(db, user, params.id, body) }),
  route(tasks.analytics, { cost: "analytics", handle: ({ db, user, query }) => taskAnalytics(db, user, query) }),
];
