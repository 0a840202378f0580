/**
 * The political workbench's route table: each endpoint of contract.ts bound to its service (ADR 170,
 * ADR 260). What a member may not see inside a shared endpoint (drafts, named people) is left out by
 * the services.
 */
import { route } from "#platform/http/router.ts";
import { csvResponse } from "#platform/http/respond.ts";
import { logPermission } from "#platform/auth/activity-log.ts";
import { requiredRolesOf } from "#shared/access.ts";
import { berlinDate } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import { politicalContract as political } from "../contract.ts";
import { listProcedures, procedureOr404 } from "./procedure-queries.ts";
import { archiveProcedure, createProcedure, deleteProcedure, updateProcedure } from "./procedure-commands.ts";
import { getProcedure } from "./procedure-detail-queries.ts";
import { changeStage } from "./stage-commands.ts";
import { addDate, deleteDate, updateDate } from "./procedure-date-commands.ts";
import { setWatching } from "./watch-commands.ts";
import { linkPosition, unlinkPosition } from "./procedure-position-commands.ts";
import { removeStance, setStance } from "./stance-commands.ts";
import { addLink, removeLink } from "./link-commands.ts";
import { listPositions } from "./position-queries.ts";
import { createPosition, updatePosition } from "./position-commands.ts";
import { getPosition, getPositionVersion, positionOr404 } from "./position-detail-queries.ts";
import { contactOptions, listStakeholders, stakeholderFacets } from "./stakeholder-queries.ts";
import { removeStakeholder, saveStakeholder } from "./stakeholder-commands.ts";
import { listEditors } from "./people-queries.ts";
import { campaignOr404, listCampaigns } from "./campaign-queries.ts";
import { createCampaign, updateCampaign } from "./campaign-commands.ts";
import { getCampaign } from "./campaign-detail-queries.ts";
import { listActions } from "./action-queries.ts";
import { createAction, deleteAction, updateAction } from "./action-commands.ts";
import { addTarget, removeTarget } from "./target-commands.ts";
import { campaignAnalytics } from "./analytics-queries.ts";
import { analyticsCsv } from "./analytics-csv.ts";
import { lobbyReport } from "./lobby-queries.ts";
import { saveLobbyYear } from "./lobby-commands.ts";
import { lobbyReportCsv } from "./lobby-csv.ts";

export const politicalRoutes = [
  // Procedures
  route(political.listProcedures, { handle: ({ db, query }) => listProcedures(db, query) }),
  route(political.createProcedure, { handle: async ({ db, user, body }) => getProcedure(db, user, await createProcedure(db, user.id, body)) }),
  route(political.getProcedure, { handle: ({ db, user, params }) => getProcedure(db, user, params.id) }),
  route(political.updateProcedure, {
    handle: async ({ db, user, params, body }) => {
      await updateProcedure(db, user.id, params.id, body);
      return getProcedure(db, user, params.id);
    },
  }),
  route(political.deleteProcedure, { handle: ({ db, user, params, query }) => deleteProcedure(db, user.id, params.id, query.version) }),
  route(political.archiveProcedure, {
    handle: async ({ db, user, params, body }) => {
      await archiveProcedure(db, user.id, params.id, body);
      return getProcedure(db, user, params.id);
    },
  }),
  route(political.changeStage, {
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const { deliveryIds } = await changeStage(db, user.id, params.id, body);
      deliverAfterResponse(deliveryIds);
      return getProcedure(db, user, params.id);
    },
  }),
  route(political.addDate, { handle: ({ db, user, params, body }) => addDate(db, user.id, params.id, body) }),
  route(political.updateDate, { handle: ({ db, user, params, body }) => updateDate(db, user.id, params.id, body) }),
  route(political.deleteDate, { handle: ({ db, user, params, query }) => deleteDate(db, user.id, params.id, query.version) }),
  route(political.setWatching, { handle: ({ db, user, params, body }) => setWatching(db, user.id, params.id, body.watching) }),
  route(political.linkPosition, {
    handle: async ({ db, user, params, body }) => {
      await linkPosition(db, user.id, params.id, body.positionId);
      return getProcedure(db, user, params.id);
    },
  }),
  route(political.unlinkPosition, { handle: ({ db, user, params }) => unlinkPosition(db, user.id, params.id, params.positionId) }),
  route(political.addProcedureLink, {
    handle: async ({ db, user, params, body }) => {
      await procedureOr404(db, params.id);
      return addLink(db, user.id, { procedureId: params.id }, body);
    },
  }),
  route(political.setStance, { handle: ({ db, user, params, body }) => setStance(db, user.id, params.id, params.contactId, body) }),
  route(political.removeStance, { handle: ({ db, user, params, query }) => removeStance(db, user.id, params.id, params.contactId, query.version) }),
  route(political.removeLink, { handle: ({ db, user, params }) => removeLink(db, user.id, params.id) }),

  // Positions
  route(political.listPositions, { handle: ({ db, user, query }) => listPositions(db, user, query) }),
  route(political.createPosition, { handle: async ({ db, user, body }) => getPosition(db, user, await createPosition(db, user.id, body)) }),
  route(political.getPosition, { handle: ({ db, user, params }) => getPosition(db, user, params.id) }),
  route(political.updatePosition, {
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      deliverAfterResponse((await updatePosition(db, user.id, params.id, body)).deliveryIds);
      return getPosition(db, user, params.id);
    },
  }),
  route(political.getPositionVersion, { handle: ({ db, user, params }) => getPositionVersion(db, user, params.id, params.number) }),
  route(political.addPositionLink, {
    handle: async ({ db, user, params, body }) => {
      await positionOr404(db, user, params.id);
      return addLink(db, user.id, { positionId: params.id }, body);
    },
  }),

  // Stakeholder map (editors: CRM people)
  route(political.listStakeholders, { handle: ({ db, query }) => listStakeholders(db, query) }),
  route(political.stakeholderFacets, { handle: ({ db }) => stakeholderFacets(db) }),
  route(political.saveStakeholder, { handle: ({ db, user, params, body }) => saveStakeholder(db, user.id, params.contactId, body) }),
  route(political.removeStakeholder, { handle: ({ db, user, params, query }) => removeStakeholder(db, user.id, params.contactId, query.version) }),
  route(political.listContactOptions, { handle: async ({ db, query }) => ({ items: await contactOptions(db, query.q) }) }),
  route(political.listEditors, { handle: async ({ db }) => ({ items: await listEditors(db) }) }),

  // Campaigns
  route(political.listCampaigns, { handle: ({ db, query }) => listCampaigns(db, query) }),
  route(political.createCampaign, { handle: async ({ db, user, body }) => getCampaign(db, user, await createCampaign(db, user.id, body)) }),
  route(political.getCampaign, { handle: ({ db, user, params }) => getCampaign(db, user, params.id) }),
  route(political.updateCampaign, {
    handle: async ({ db, user, params, body }) => {
      await updateCampaign(db, user.id, params.id, body);
      return getCampaign(db, user, params.id);
    },
  }),
  route(political.listActions, { handle: ({ db, user, params, query }) => listActions(db, user, params.id, query) }),
  route(political.createAction, { handle: async ({ db, user, params, body }) => ({ id: await createAction(db, user.id, params.id, body) }) }),
  route(political.updateAction, { handle: ({ db, user, params, body }) => updateAction(db, user.id, params.id, body) }),
  route(political.deleteAction, { handle: ({ db, user, params, query }) => deleteAction(db, user.id, params.id, query.version) }),
  route(political.addTarget, { handle: ({ db, user, params, body }) => addTarget(db, user.id, params.id, body.contactId) }),
  route(political.removeTarget, { handle: ({ db, user, params }) => removeTarget(db, user.id, params.id, params.contactId) }),
  route(political.addCampaignLink, {
    handle: async ({ db, user, params, body }) => {
      await campaignOr404(db, params.id);
      return addLink(db, user.id, { campaignId: params.id }, body);
    },
  }),

  // Campaign analytics (aggregates: every member)
  route(political.campaignAnalytics, {
    cost: "analytics",
    handle: ({ db, query }) => campaignAnalytics(db, query, { snapshot: query.fresh ? "refresh" : "read" }),
  }),
  route(political.analyticsCsv, {
    cost: "export",
    handle: async ({ db, user, query }) => {
      // The numbers the screen shows (its snapshot), unless the screen asked for them afresh.
      const analytics = await campaignAnalytics(db, query, { snapshot: query.fresh ? "refresh" : "read" });
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
  route(political.lobbyReport, { handle: ({ db, params, query }) => lobbyReport(db, params.year, { snapshot: query.fresh ? "refresh" : "read" }) }),
  route(political.saveLobbyYear, {
    handle: async ({ db, user, params, body }) => {
      await saveLobbyYear(db, user.id, params.year, body);
      // The screen's report: the entered figures as saved, the gathered ones from the snapshot.
      return lobbyReport(db, params.year, { snapshot: "read" });
    },
  }),
  route(political.lobbyReportCsv, {
    cost: "export",
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
      return csvResponse(lobbyReportCsv(report, berlinDate(now())), `lobbyregister-${params.year}.csv`);
    },
  }),
];
