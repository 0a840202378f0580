/**
 * The political workbench's endpoints (ADR 170, ADR 260): members read through "politicalWorkbench",
 * the board, management and admin change things and read CRM people through "politicalEdit". What a
 * member may not see inside a shared endpoint (drafts, named people) is left out by the services,
 * so those answer fields are optional (`stakeholders`, `targets`, `contacts`).
 */
import { z } from "zod";
import { itemsOf } from "#shared/contract/answers.ts";
import { defineContract, endpoint, fileAnswer, noContent } from "#shared/contract/endpoint.ts";
import { idParams, uuid, versionQuery } from "#shared/contract/params.ts";
import { personRefSchema } from "#shared/people.ts";
import { analyticsQuerySchema, campaignAnalyticsSchema } from "./schema/analytics.ts";
import {
  actionInputSchema,
  actionListQuerySchema,
  actionUpdateSchema,
  campaignActionSchema,
  campaignDetailSchema,
  campaignInputSchema,
  campaignListItemSchema,
  campaignListQuerySchema,
  campaignUpdateSchema,
  createdActionSchema,
  targetInputSchema,
} from "./schema/campaign.ts";
import { keysetPageOf } from "./schema/fields.ts";
import { linkInputSchema, linkItemSchema } from "./schema/link.ts";
import { lobbyReportQuery, lobbyReportSchema, lobbyYearInputSchema, yearParams } from "./schema/lobby.ts";
import {
  positionDetailSchema,
  positionInputSchema,
  positionListItemSchema,
  positionListQuerySchema,
  positionUpdateSchema,
  positionVersionTextSchema,
  versionNumberParams,
} from "./schema/position.ts";
import {
  archiveSchema,
  procedureDateInputSchema,
  procedureDateSchema,
  procedureDateUpdateSchema,
  procedureDetailSchema,
  procedureInputSchema,
  procedureListItemSchema,
  procedureListQuerySchema,
  procedurePositionSchema,
  procedureUpdateSchema,
  stageChangeSchema,
  watchingSchema,
  watchSchema,
} from "./schema/procedure.ts";
import {
  contactOptionSchema,
  contactOptionsQuerySchema,
  contactParams,
  procedureContactParams,
  stakeholderFacetsSchema,
  stakeholderInputSchema,
  stakeholderItemSchema,
  stakeholderListQuerySchema,
  stanceInputSchema,
} from "./schema/stakeholder.ts";

const PROCEDURE = "Das Verfahren";
const DATE = "Der Termin";
const LINK = "Die Verknüpfung";
const POSITION = "Die Position";
const CONTACT = "Der Kontakt";
const CAMPAIGN = "Die Kampagne";
const ACTION = "Die Aktion";
const YEAR = "Das Berichtsjahr";
const READ = "politicalWorkbench";
const EDIT = "politicalEdit";

const procedurePositionParams = z.object({ id: uuid, positionId: uuid });
const campaignContactParams = z.object({ id: uuid, contactId: uuid });

export const politicalContract = defineContract("political-workbench", {
  // Procedures
  listProcedures: endpoint({
    method: "GET",
    path: "/api/political-workbench/procedures",
    access: READ,
    query: procedureListQuerySchema,
    response: keysetPageOf(procedureListItemSchema),
  }),
  createProcedure: endpoint({
    method: "POST",
    path: "/api/political-workbench/procedures",
    access: EDIT,
    body: procedureInputSchema,
    response: procedureDetailSchema,
    status: 201,
  }),
  getProcedure: endpoint({
    method: "GET",
    path: "/api/political-workbench/procedures/:id",
    access: READ,
    params: idParams,
    notFound: PROCEDURE,
    response: procedureDetailSchema,
  }),
  updateProcedure: endpoint({
    method: "PUT",
    path: "/api/political-workbench/procedures/:id",
    access: EDIT,
    params: idParams,
    notFound: PROCEDURE,
    body: procedureUpdateSchema,
    response: procedureDetailSchema,
  }),
  deleteProcedure: endpoint({
    method: "DELETE",
    path: "/api/political-workbench/procedures/:id",
    access: EDIT,
    params: idParams,
    notFound: PROCEDURE,
    query: versionQuery,
    response: noContent,
  }),
  archiveProcedure: endpoint({
    method: "PUT",
    path: "/api/political-workbench/procedures/:id/archive",
    access: EDIT,
    params: idParams,
    notFound: PROCEDURE,
    body: archiveSchema,
    response: procedureDetailSchema,
  }),
  changeStage: endpoint({
    method: "POST",
    path: "/api/political-workbench/procedures/:id/stage",
    access: EDIT,
    params: idParams,
    notFound: PROCEDURE,
    body: stageChangeSchema,
    response: procedureDetailSchema,
  }),
  addDate: endpoint({
    method: "POST",
    path: "/api/political-workbench/procedures/:id/dates",
    access: EDIT,
    params: idParams,
    notFound: PROCEDURE,
    body: procedureDateInputSchema,
    response: procedureDateSchema,
    status: 201,
  }),
  updateDate: endpoint({
    method: "PUT",
    path: "/api/political-workbench/procedure-dates/:id",
    access: EDIT,
    params: idParams,
    notFound: DATE,
    body: procedureDateUpdateSchema,
    response: procedureDateSchema,
  }),
  deleteDate: endpoint({
    method: "DELETE",
    path: "/api/political-workbench/procedure-dates/:id",
    access: EDIT,
    params: idParams,
    notFound: DATE,
    query: versionQuery,
    response: noContent,
  }),
  setWatching: endpoint({
    method: "PUT",
    path: "/api/political-workbench/procedures/:id/watch",
    access: READ,
    params: idParams,
    notFound: PROCEDURE,
    body: watchSchema,
    response: watchingSchema,
  }),
  linkPosition: endpoint({
    method: "POST",
    path: "/api/political-workbench/procedures/:id/positions",
    access: EDIT,
    params: idParams,
    notFound: PROCEDURE,
    body: procedurePositionSchema,
    response: procedureDetailSchema,
    status: 201,
  }),
  unlinkPosition: endpoint({
    method: "DELETE",
    path: "/api/political-workbench/procedures/:id/positions/:positionId",
    access: EDIT,
    params: procedurePositionParams,
    notFound: LINK,
    response: noContent,
  }),
  addProcedureLink: endpoint({
    method: "POST",
    path: "/api/political-workbench/procedures/:id/links",
    access: EDIT,
    params: idParams,
    notFound: PROCEDURE,
    body: linkInputSchema,
    response: linkItemSchema,
    status: 201,
  }),
  setStance: endpoint({
    method: "PUT",
    path: "/api/political-workbench/procedures/:id/stakeholders/:contactId",
    access: EDIT,
    params: procedureContactParams,
    notFound: CONTACT,
    body: stanceInputSchema,
    response: noContent,
  }),
  removeStance: endpoint({
    method: "DELETE",
    path: "/api/political-workbench/procedures/:id/stakeholders/:contactId",
    access: EDIT,
    params: procedureContactParams,
    notFound: CONTACT,
    query: versionQuery,
    response: noContent,
  }),
  removeLink: endpoint({ method: "DELETE", path: "/api/political-workbench/links/:id", access: EDIT, params: idParams, notFound: LINK, response: noContent }),

  // Positions
  listPositions: endpoint({
    method: "GET",
    path: "/api/political-workbench/positions",
    access: READ,
    query: positionListQuerySchema,
    response: keysetPageOf(positionListItemSchema),
  }),
  createPosition: endpoint({
    method: "POST",
    path: "/api/political-workbench/positions",
    access: EDIT,
    body: positionInputSchema,
    response: positionDetailSchema,
    status: 201,
  }),
  getPosition: endpoint({
    method: "GET",
    path: "/api/political-workbench/positions/:id",
    access: READ,
    params: idParams,
    notFound: POSITION,
    response: positionDetailSchema,
  }),
  updatePosition: endpoint({
    method: "PUT",
    path: "/api/political-workbench/positions/:id",
    access: EDIT,
    params: idParams,
    notFound: POSITION,
    body: positionUpdateSchema,
    response: positionDetailSchema,
  }),
  getPositionVersion: endpoint({
    method: "GET",
    path: "/api/political-workbench/positions/:id/versions/:number",
    access: READ,
    params: versionNumberParams,
    notFound: "Die Fassung",
    response: positionVersionTextSchema,
  }),
  addPositionLink: endpoint({
    method: "POST",
    path: "/api/political-workbench/positions/:id/links",
    access: EDIT,
    params: idParams,
    notFound: POSITION,
    body: linkInputSchema,
    response: linkItemSchema,
    status: 201,
  }),

  // Stakeholder map (editors: CRM people)
  listStakeholders: endpoint({
    method: "GET",
    path: "/api/political-workbench/stakeholders",
    access: EDIT,
    query: stakeholderListQuerySchema,
    response: keysetPageOf(stakeholderItemSchema),
  }),
  stakeholderFacets: endpoint({ method: "GET", path: "/api/political-workbench/stakeholders/facets", access: EDIT, response: stakeholderFacetsSchema }),
  saveStakeholder: endpoint({
    method: "PUT",
    path: "/api/political-workbench/stakeholders/:contactId",
    access: EDIT,
    params: contactParams,
    notFound: CONTACT,
    body: stakeholderInputSchema,
    response: noContent,
  }),
  removeStakeholder: endpoint({
    method: "DELETE",
    path: "/api/political-workbench/stakeholders/:contactId",
    access: EDIT,
    params: contactParams,
    notFound: "Der Stakeholder",
    query: versionQuery,
    response: noContent,
  }),
  listContactOptions: endpoint({
    method: "GET",
    path: "/api/political-workbench/contact-options",
    access: EDIT,
    query: contactOptionsQuerySchema,
    response: itemsOf(contactOptionSchema),
  }),
  /** The people who may edit the workbench (board, management, admin): responsible and owner pickers. */
  listEditors: endpoint({ method: "GET", path: "/api/political-workbench/staff", access: EDIT, response: itemsOf(personRefSchema) }),

  // Campaigns
  listCampaigns: endpoint({
    method: "GET",
    path: "/api/political-workbench/campaigns",
    access: READ,
    query: campaignListQuerySchema,
    response: keysetPageOf(campaignListItemSchema),
  }),
  createCampaign: endpoint({
    method: "POST",
    path: "/api/political-workbench/campaigns",
    access: EDIT,
    body: campaignInputSchema,
    response: campaignDetailSchema,
    status: 201,
  }),
  getCampaign: endpoint({
    method: "GET",
    path: "/api/political-workbench/campaigns/:id",
    access: READ,
    params: idParams,
    notFound: CAMPAIGN,
    response: campaignDetailSchema,
  }),
  updateCampaign: endpoint({
    method: "PUT",
    path: "/api/political-workbench/campaigns/:id",
    access: EDIT,
    params: idParams,
    notFound: CAMPAIGN,
    body: campaignUpdateSchema,
    response: campaignDetailSchema,
  }),
  listActions: endpoint({
    method: "GET",
    path: "/api/political-workbench/campaigns/:id/actions",
    access: READ,
    params: idParams,
    notFound: CAMPAIGN,
    query: actionListQuerySchema,
    response: keysetPageOf(campaignActionSchema),
  }),
  createAction: endpoint({
    method: "POST",
    path: "/api/political-workbench/campaigns/:id/actions",
    access: EDIT,
    params: idParams,
    notFound: CAMPAIGN,
    body: actionInputSchema,
    response: createdActionSchema,
    status: 201,
  }),
  updateAction: endpoint({
    method: "PUT",
    path: "/api/political-workbench/actions/:id",
    access: EDIT,
    params: idParams,
    notFound: ACTION,
    body: actionUpdateSchema,
    response: noContent,
  }),
  deleteAction: endpoint({
    method: "DELETE",
    path: "/api/political-workbench/actions/:id",
    access: EDIT,
    params: idParams,
    notFound: ACTION,
    query: versionQuery,
    response: noContent,
  }),
  addTarget: endpoint({
    method: "POST",
    path: "/api/political-workbench/campaigns/:id/targets",
    access: EDIT,
    params: idParams,
    notFound: CAMPAIGN,
    body: targetInputSchema,
    response: noContent,
  }),
  removeTarget: endpoint({
    method: "DELETE",
    path: "/api/political-workbench/campaigns/:id/targets/:contactId",
    access: EDIT,
    params: campaignContactParams,
    notFound: "Das Kampagnenziel",
    response: noContent,
  }),
  addCampaignLink: endpoint({
    method: "POST",
    path: "/api/political-workbench/campaigns/:id/links",
    access: EDIT,
    params: idParams,
    notFound: CAMPAIGN,
    body: linkInputSchema,
    response: linkItemSchema,
    status: 201,
  }),

  // Campaign analytics (aggregates: every member)
  campaignAnalytics: endpoint({
    method: "GET",
    path: "/api/political-workbench/analytics",
    access: READ,
    query: analyticsQuerySchema,
    response: campaignAnalyticsSchema,
  }),
  analyticsCsv: endpoint({
    method: "GET",
    path: "/api/political-workbench/analytics/csv",
    access: READ,
    query: analyticsQuerySchema,
    response: fileAnswer("text/csv"),
  }),

  // Lobby register report (editors)
  lobbyReport: endpoint({
    method: "GET",
    path: "/api/political-workbench/lobby-register/:year",
    access: EDIT,
    params: yearParams,
    query: lobbyReportQuery,
    notFound: YEAR,
    response: lobbyReportSchema,
  }),
  saveLobbyYear: endpoint({
    method: "PUT",
    path: "/api/political-workbench/lobby-register/:year",
    access: EDIT,
    params: yearParams,
    notFound: YEAR,
    body: lobbyYearInputSchema,
    response: lobbyReportSchema,
  }),
  lobbyReportCsv: endpoint({
    method: "GET",
    path: "/api/political-workbench/lobby-register/:year/csv",
    access: EDIT,
    params: yearParams,
    notFound: YEAR,
    response: fileAnswer("text/csv"),
  }),
});
