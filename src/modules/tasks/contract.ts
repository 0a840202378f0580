/**
 * The tasks module's endpoints (ADR 260): any approved member (access "todos", the SPEC's route
 * name); analytics for board and admin. Every read and write is scoped in the services to the
 * projects the caller may read.
 */
import { z } from "zod";
import { itemsOf } from "#shared/contract/answers.ts";
import { defineContract, endpoint, noContent } from "#shared/contract/endpoint.ts";
import { idParams, uuid } from "#shared/contract/params.ts";
import { personRefSchema } from "#shared/people.ts";
import { analyticsQuery, taskAnalyticsSchema } from "./schema/analytics.ts";
import { linkCreate, linkTargetHitSchema, linkTargetQuery, taskLinkSchema } from "./schema/link.ts";
import { boardQuery, peopleQuery, taskListQuery } from "./schema/list-query.ts";
import { projectUpdate, projectValues, taskProjectSchema } from "./schema/project.ts";
import {
  boardSchema,
  bulkStatusChange,
  bulkStatusResultSchema,
  checklistItemCreate,
  checklistItemSchema,
  checklistItemUpdate,
  commentCreate,
  labelCountSchema,
  statusChange,
  taskCommentSchema,
  taskCreate,
  taskDetailSchema,
  taskPageSchema,
  taskSummarySchema,
  taskUpdate,
} from "./schema/task.ts";

const TASK = "Die Aufgabe";
const PROJECT = "Das Projekt";
export const checklistItemParams = z.object({ id: uuid, itemId: uuid });
export const taskLinkParams = z.object({ id: uuid, linkId: uuid });
export const projectListQuery = z.strictObject({ archived: z.enum(["0", "1"]).default("0") });

export const tasksContract = defineContract("tasks", {
  listTasks: endpoint({
    method: "GET",
    path: "/api/tasks/tasks",
    access: "todos",
    query: taskListQuery,
    response: taskPageSchema,
    summary: "Task list (mine, project, due, search, linked)",
  }),
  createTask: endpoint({ method: "POST", path: "/api/tasks/tasks", access: "todos", body: taskCreate, response: taskDetailSchema, status: 201 }),
  bulkChangeStatus: endpoint({
    method: "POST",
    path: "/api/tasks/tasks/bulk-status",
    access: "todos",
    body: bulkStatusChange,
    response: bulkStatusResultSchema,
  }),
  getTask: endpoint({ method: "GET", path: "/api/tasks/tasks/:id", access: "todos", params: idParams, notFound: TASK, response: taskDetailSchema }),
  updateTask: endpoint({
    method: "PUT",
    path: "/api/tasks/tasks/:id",
    access: "todos",
    params: idParams,
    notFound: TASK,
    body: taskUpdate,
    response: taskDetailSchema,
  }),
  changeStatus: endpoint({
    method: "POST",
    path: "/api/tasks/tasks/:id/status",
    access: "todos",
    params: idParams,
    notFound: TASK,
    body: statusChange,
    response: taskDetailSchema,
  }),
  addChecklistItem: endpoint({
    method: "POST",
    path: "/api/tasks/tasks/:id/checklist",
    access: "todos",
    params: idParams,
    notFound: TASK,
    body: checklistItemCreate,
    response: checklistItemSchema,
    status: 201,
  }),
  updateChecklistItem: endpoint({
    method: "PATCH",
    path: "/api/tasks/tasks/:id/checklist/:itemId",
    access: "todos",
    params: checklistItemParams,
    notFound: "Der Punkt",
    body: checklistItemUpdate,
    response: checklistItemSchema,
  }),
  deleteChecklistItem: endpoint({
    method: "DELETE",
    path: "/api/tasks/tasks/:id/checklist/:itemId",
    access: "todos",
    params: checklistItemParams,
    notFound: "Der Punkt",
    response: noContent,
  }),
  addComment: endpoint({
    method: "POST",
    path: "/api/tasks/tasks/:id/comments",
    access: "todos",
    params: idParams,
    notFound: TASK,
    body: commentCreate,
    response: taskCommentSchema,
    status: 201,
  }),
  addLink: endpoint({
    method: "POST",
    path: "/api/tasks/tasks/:id/links",
    access: "todos",
    params: idParams,
    notFound: TASK,
    body: linkCreate,
    response: taskLinkSchema,
    status: 201,
  }),
  removeLink: endpoint({
    method: "DELETE",
    path: "/api/tasks/tasks/:id/links/:linkId",
    access: "todos",
    params: taskLinkParams,
    notFound: "Die Verknüpfung",
    response: noContent,
  }),
  searchLinkTargets: endpoint({
    method: "GET",
    path: "/api/tasks/link-targets",
    access: "todos",
    query: linkTargetQuery,
    response: itemsOf(linkTargetHitSchema),
    summary: "Link picker: readable discussions or documents",
  }),
  board: endpoint({ method: "GET", path: "/api/tasks/board", access: "todos", query: boardQuery, response: boardSchema }),
  mySummary: endpoint({ method: "GET", path: "/api/tasks/summary", access: "todos", response: taskSummarySchema, summary: "Meine Aufgaben card" }),
  listPeople: endpoint({ method: "GET", path: "/api/tasks/people", access: "todos", query: peopleQuery, response: itemsOf(personRefSchema) }),
  listLabels: endpoint({ method: "GET", path: "/api/tasks/labels", access: "todos", response: itemsOf(labelCountSchema) }),
  listProjects: endpoint({ method: "GET", path: "/api/tasks/projects", access: "todos", query: projectListQuery, response: itemsOf(taskProjectSchema) }),
  createProject: endpoint({ method: "POST", path: "/api/tasks/projects", access: "todos", body: projectValues, response: taskProjectSchema, status: 201 }),
  getProject: endpoint({ method: "GET", path: "/api/tasks/projects/:id", access: "todos", params: idParams, notFound: PROJECT, response: taskProjectSchema }),
  updateProject: endpoint({
    method: "PUT",
    path: "/api/tasks/projects/:id",
    access: "todos",
    params: idParams,
    notFound: PROJECT,
    body: projectUpdate,
    response: taskProjectSchema,
  }),
  analytics: endpoint({ method: "GET", path: "/api/tasks/analytics", access: "todoAnalytics", query: analyticsQuery, response: taskAnalyticsSchema }),
});
