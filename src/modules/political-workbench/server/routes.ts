/**
 * The political workbench's endpoints (ADR 170): members read through "politicalWorkbench", the
 * board, management and admin change things and read CRM people through "politicalEdit". What a
 * member may not see inside a shared endpoint (drafts, named people) is left out by the services.
 */
import { z } from "zod";
import { route } from "../../../platform/http/router.ts";
import { created, csvResponse } from "../../../platform/http/respond.ts";
import { idParams, uuid, versionQuery } from "../../../platform/http/params.ts";
import { logPermission } from "../../../platform/auth/activity-log.ts";
import { requiredRolesOf } from "../../../shared/access.ts";
import { todayInBerlin } from "../../../shared/schemas/dates.ts";
import {
  archiveSchema,
  procedureDateInputSchema,
  procedureDateUpdateSchema,
  procedureInputSchema,
  procedureListQuerySchema,
  procedurePositionSchema,
  procedureUpdateSchema,
  stageChangeSchema,
  watchSchema,
} from "../schema/procedure.ts";
import { positionInputSchema, positionListQuerySchema, positionUpdateSchema, versionNumberParams } from "../schema/position.ts";
import {
  contactOptionsQuerySchema,
  contactParams,
  procedureContactParams,
  stakeholderInputSchema,
  stakeholderListQuerySchema,
  stanceInputSchema,
} from "../schema/stakeholder.ts";
import {
  actionInputSchema,
  actionListQuerySchema,
  actionUpdateSchema,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignUpdateSchema,
  targetInputSchema,
} from "../schema/campaign.ts";
import { analyticsQuerySchema } from "../schema/analytics.ts";
import { lobbyReportQuery, lobbyYearInputSchema, yearParams } from "../schema/lobby.ts";
import { linkInputSchema } from "../schema/link.ts";
import { archiveProcedure, createProcedure, deleteProcedure, listProcedures, procedureOr404, updateProcedure } from "./procedures.ts";
import { getProcedure } from "./procedure-detail.ts";
import { changeStage } from "./stage-change.ts";
import { addDate, deleteDate, updateDate } from "./procedure-dates.ts";
import { setWatching } from "./watch.ts";
import { linkPosition, unlinkPosition } from "./procedure-positions.ts";
import { removeStance, setStance } from "./stances.ts";
import { addLink, removeLink } from "./links.ts";
import { createPosition, listPositions, updatePosition } from "./positions.ts";
import { getPosition, getPositionVersion, positionOr404 } from "./position-detail.ts";
import { contactOptions, listStakeholders, stakeholderFacets } from "./stakeholders.ts";
import { removeStakeholder, saveStakeholder } from "./stakeholder-changes.ts";
import { listEditors } from "./people.ts";
import { campaignOr404, createCampaign, listCampaigns, updateCampaign } from "./campaigns.ts";
import { getCampaign } from "./campaign-detail.ts";
import { createAction, deleteAction, listActions, updateAction } from "./actions.ts";
import { addTarget, removeTarget } from "./targets.ts";
import { campaignAnalytics } from "./analytics.ts";
import { analyticsCsv } from "./analytics-csv.ts";
import { lobbyReport } from "./lobby-report.ts";
import { saveLobbyYear } from "./lobby-years.ts";
import { lobbyReportCsv } from "./lobby-csv.ts";

const BASE = "/api/political";
const PROCEDURES = `${BASE}/procedures`;
const POSITIONS = `${BASE}/positions`;
const CAMPAIGNS = `${BASE}/campaigns`;
const STAKEHOLDERS = `${BASE}/stakeholders`;
const LOBBY = `${BASE}/lobby-register`;

const procedurePositionParams = z.object({ id: uuid, positionId: uuid });
const campaignContactParams = z.object({ id: uuid, contactId: uuid });

export const politicalRoutes = [
  // Procedures
  route({
    method: "GET",
    path: PROCEDURES,
    access: "politicalWorkbench",
    query: procedureListQuerySchema,
    handle: ({ db, query }) => listProcedures(db, query),
  }),
  route({
    method: "POST",
    path: PROCEDURES,
    access: "politicalEdit",
    body: procedureInputSchema,
    handle: async ({ db, user, body }) => created(await getProcedure(db, user, await createProcedure(db, user.id, body))),
  }),
  route({
    method: "GET",
    path: `${PROCEDURES}/:id`,
    access: "politicalWorkbench",
    params: idParams,
    notFound: "Das Verfahren",
    handle: ({ db, user, params }) => getProcedure(db, user, params.id),
  }),
  route({
    method: "PUT",
    path: `${PROCEDURES}/:id`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Das Verfahren",
    body: procedureUpdateSchema,
    handle: async ({ db, user, params, body }) => {
      await updateProcedure(db, user.id, params.id, body);
      return getProcedure(db, user, params.id);
    },
  }),
  route({
    method: "DELETE",
    path: `${PROCEDURES}/:id`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Das Verfahren",
    query: versionQuery,
    handle: ({ db, user, params, query }) => deleteProcedure(db, user.id, params.id, query.version),
  }),
  route({
    method: "PUT",
    path: `${PROCEDURES}/:id/archive`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Das Verfahren",
    body: archiveSchema,
    handle: async ({ db, user, params, body }) => {
      await archiveProcedure(db, user.id, params.id, body);
      return getProcedure(db, user, params.id);
    },
  }),
  route({
    method: "POST",
    path: `${PROCEDURES}/:id/stage`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Das Verfahren",
    body: stageChangeSchema,
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const { deliveryIds } = await changeStage(db, user.id, params.id, body);
      deliverAfterResponse(deliveryIds);
      return getProcedure(db, user, params.id);
    },
  }),
  route({
    method: "POST",
    path: `${PROCEDURES}/:id/dates`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Das Verfahren",
    body: procedureDateInputSchema,
    handle: async ({ db, user, params, body }) => created(await addDate(db, user.id, params.id, body)),
  }),
  route({
    method: "PUT",
    path: `${BASE}/procedure-dates/:id`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Der Termin",
    body: procedureDateUpdateSchema,
    handle: ({ db, user, params, body }) => updateDate(db, user.id, params.id, body),
  }),
  route({
    method: "DELETE",
    path: `${BASE}/procedure-dates/:id`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Der Termin",
    query: versionQuery,
    handle: ({ db, user, params, query }) => deleteDate(db, user.id, params.id, query.version),
  }),
  route({
    method: "PUT",
    path: `${PROCEDURES}/:id/watch`,
    access: "politicalWorkbench",
    params: idParams,
    notFound: "Das Verfahren",
    body: watchSchema,
    handle: ({ db, user, params, body }) => setWatching(db, user.id, params.id, body.watching),
  }),
  route({
    method: "POST",
    path: `${PROCEDURES}/:id/positions`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Das Verfahren",
    body: procedurePositionSchema,
    handle: async ({ db, user, params, body }) => {
      await linkPosition(db, user.id, params.id, body.positionId);
      return created(await getProcedure(db, user, params.id));
    },
  }),
  route({
    method: "DELETE",
    path: `${PROCEDURES}/:id/positions/:positionId`,
    access: "politicalEdit",
    params: procedurePositionParams,
    notFound: "Die Verknüpfung",
    handle: ({ db, user, params }) => unlinkPosition(db, user.id, params.id, params.positionId),
  }),
  route({
    method: "POST",
    path: `${PROCEDURES}/:id/links`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Das Verfahren",
    body: linkInputSchema,
    handle: async ({ db, user, params, body }) => {
      await procedureOr404(db, params.id);
      return created(await addLink(db, user.id, { procedureId: params.id }, body));
    },
  }),
  route({
    method: "PUT",
    path: `${PROCEDURES}/:id/stakeholders/:contactId`,
    access: "politicalEdit",
    params: procedureContactParams,
    notFound: "Der Kontakt",
    body: stanceInputSchema,
    handle: ({ db, user, params, body }) => setStance(db, user.id, params.id, params.contactId, body),
  }),
  route({
    method: "DELETE",
    path: `${PROCEDURES}/:id/stakeholders/:contactId`,
    access: "politicalEdit",
    params: procedureContactParams,
    notFound: "Der Kontakt",
    query: versionQuery,
    handle: ({ db, user, params, query }) => removeStance(db, user.id, params.id, params.contactId, query.version),
  }),
  route({
    method: "DELETE",
    path: `${BASE}/links/:id`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Die Verknüpfung",
    handle: ({ db, user, params }) => removeLink(db, user.id, params.id),
  }),

  // Positions
  route({
    method: "GET",
    path: POSITIONS,
    access: "politicalWorkbench",
    query: positionListQuerySchema,
    handle: ({ db, user, query }) => listPositions(db, user, query),
  }),
  route({
    method: "POST",
    path: POSITIONS,
    access: "politicalEdit",
    body: positionInputSchema,
    handle: async ({ db, user, body }) => created(await getPosition(db, user, await createPosition(db, user.id, body))),
  }),
  route({
    method: "GET",
    path: `${POSITIONS}/:id`,
    access: "politicalWorkbench",
    params: idParams,
    notFound: "Die Position",
    handle: ({ db, user, params }) => getPosition(db, user, params.id),
  }),
  route({
    method: "PUT",
    path: `${POSITIONS}/:id`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Die Position",
    body: positionUpdateSchema,
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      deliverAfterResponse((await updatePosition(db, user.id, params.id, body)).deliveryIds);
      return getPosition(db, user, params.id);
    },
  }),
  route({
    method: "GET",
    path: `${POSITIONS}/:id/versions/:number`,
    access: "politicalWorkbench",
    params: versionNumberParams,
    notFound: "Die Fassung",
    handle: ({ db, user, params }) => getPositionVersion(db, user, params.id, params.number),
  }),
  route({
    method: "POST",
    path: `${POSITIONS}/:id/links`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Die Position",
    body: linkInputSchema,
    handle: async ({ db, user, params, body }) => {
      await positionOr404(db, user, params.id);
      return created(await addLink(db, user.id, { positionId: params.id }, body));
    },
  }),

  // Stakeholder map (editors: CRM people)
  route({
    method: "GET",
    path: STAKEHOLDERS,
    access: "politicalEdit",
    query: stakeholderListQuerySchema,
    handle: ({ db, query }) => listStakeholders(db, query),
  }),
  route({ method: "GET", path: `${STAKEHOLDERS}/facets`, access: "politicalEdit", handle: ({ db }) => stakeholderFacets(db) }),
  route({
    method: "PUT",
    path: `${STAKEHOLDERS}/:contactId`,
    access: "politicalEdit",
    params: contactParams,
    notFound: "Der Kontakt",
    body: stakeholderInputSchema,
    handle: ({ db, user, params, body }) => saveStakeholder(db, user.id, params.contactId, body),
  }),
  route({
    method: "DELETE",
    path: `${STAKEHOLDERS}/:contactId`,
    access: "politicalEdit",
    params: contactParams,
    notFound: "Der Stakeholder",
    query: versionQuery,
    handle: ({ db, user, params, query }) => removeStakeholder(db, user.id, params.contactId, query.version),
  }),
  route({
    method: "GET",
    path: `${BASE}/contact-options`,
    access: "politicalEdit",
    query: contactOptionsQuerySchema,
    handle: async ({ db, query }) => ({ items: await contactOptions(db, query.q) }),
  }),
  route({ method: "GET", path: `${BASE}/staff`, access: "politicalEdit", handle: async ({ db }) => ({ items: await listEditors(db) }) }),

  // Campaigns
  route({ method: "GET", path: CAMPAIGNS, access: "politicalWorkbench", query: campaignListQuerySchema, handle: ({ db, query }) => listCampaigns(db, query) }),
  route({
    method: "POST",
    path: CAMPAIGNS,
    access: "politicalEdit",
    body: campaignInputSchema,
    handle: async ({ db, user, body }) => created(await getCampaign(db, user, await createCampaign(db, user.id, body))),
  }),
  route({
    method: "GET",
    path: `${CAMPAIGNS}/:id`,
    access: "politicalWorkbench",
    params: idParams,
    notFound: "Die Kampagne",
    handle: ({ db, user, params }) => getCampaign(db, user, params.id),
  }),
  route({
    method: "PUT",
    path: `${CAMPAIGNS}/:id`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Die Kampagne",
    body: campaignUpdateSchema,
    handle: async ({ db, user, params, body }) => {
      await updateCampaign(db, user.id, params.id, body);
      return getCampaign(db, user, params.id);
    },
  }),
  route({
    method: "GET",
    path: `${CAMPAIGNS}/:id/actions`,
    access: "politicalWorkbench",
    params: idParams,
    notFound: "Die Kampagne",
    query: actionListQuerySchema,
    handle: ({ db, user, params, query }) => listActions(db, user, params.id, query),
  }),
  route({
    method: "POST",
    path: `${CAMPAIGNS}/:id/actions`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Die Kampagne",
    body: actionInputSchema,
    handle: async ({ db, user, params, body }) => created({ id: await createAction(db, user.id, params.id, body) }),
  }),
  route({
    method: "PUT",
    path: `${BASE}/actions/:id`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Die Aktion",
    body: actionUpdateSchema,
    handle: ({ db, user, params, body }) => updateAction(db, user.id, params.id, body),
  }),
  route({
    method: "DELETE",
    path: `${BASE}/actions/:id`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Die Aktion",
    query: versionQuery,
    handle: ({ db, user, params, query }) => deleteAction(db, user.id, params.id, query.version),
  }),
  route({
    method: "POST",
    path: `${CAMPAIGNS}/:id/targets`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Die Kampagne",
    body: targetInputSchema,
    handle: ({ db, user, params, body }) => addTarget(db, user.id, params.id, body.contactId),
  }),
  route({
    method: "DELETE",
    path: `${CAMPAIGNS}/:id/targets/:contactId`,
    access: "politicalEdit",
    params: campaignContactParams,
    notFound: "Das Kampagnenziel",
    handle: ({ db, user, params }) => removeTarget(db, user.id, params.id, params.contactId),
  }),
  route({
    method: "POST",
    path: `${CAMPAIGNS}/:id/links`,
    access: "politicalEdit",
    params: idParams,
    notFound: "Die Kampagne",
    body: linkInputSchema,
    handle: async ({ db, user, params, body }) => {
      await campaignOr404(db, params.id);
      return created(await addLink(db, user.id, { campaignId: params.id }, body));
    },
  }),

  // Campaign analytics (aggregates: every member)
  route({
    method: "GET",
    path: `${BASE}/analytics`,
    access: "politicalWorkbench",
    cost: "analytics",
    query: analyticsQuerySchema,
    handle: ({ db, query }) => campaignAnalytics(db, query),
  }),
  route({
    method: "GET",
    path: `${BASE}/analytics/csv`,
    access: "politicalWorkbench",
    cost: "export",
    query: analyticsQuerySchema,
    handle: async ({ db, user, query }) => {
      const analytics = await campaignAnalytics(db, query);
      const title = query.campaignId ? (await campaignOr404(db, query.campaignId)).title : null;
      await logPermission({
        userId: user.id,
        action: "data_export",
        granted: true,
        roles: user.roles,
        requiredRoles: requiredRolesOf("politicalWorkbench"),
        metadata: { export: "campaign_analytics", from: query.from, to: query.to },
      });
      return csvResponse(analyticsCsv(analytics, title), `kampagnen-auswertung-${query.from}-bis-${query.to}.csv`);
    },
  }),

  // Lobby register report (editors)
  route({
    method: "GET",
    path: `${LOBBY}/:year`,
    access: "politicalEdit",
    params: yearParams,
    query: lobbyReportQuery,
    notFound: "Das Berichtsjahr",
    handle: ({ db, params, query }) => lobbyReport(db, params.year, { snapshot: query.fresh ? "refresh" : "read" }),
  }),
  route({
    method: "PUT",
    path: `${LOBBY}/:year`,
    access: "politicalEdit",
    params: yearParams,
    notFound: "Das Berichtsjahr",
    body: lobbyYearInputSchema,
    handle: async ({ db, user, params, body }) => {
      await saveLobbyYear(db, user.id, params.year, body);
      return lobbyReport(db, params.year);
    },
  }),
  route({
    method: "GET",
    path: `${LOBBY}/:year/csv`,
    access: "politicalEdit",
    cost: "export",
    params: yearParams,
    notFound: "Das Berichtsjahr",
    handle: async ({ db, user, params }) => {
      const report = await lobbyReport(db, params.year);
      await logPermission({
        userId: user.id,
        action: "data_export",
        granted: true,
        roles: user.roles,
        requiredRoles: requiredRolesOf("politicalEdit"),
        metadata: { export: "lobby_register", year: params.year },
      });
      return csvResponse(lobbyReportCsv(report, todayInBerlin()), `lobbyregister-${params.year}.csv`);
    },
  }),
];
