/** The assembly module's endpoints (src/modules/assembly/server/routes.ts): the office's and the members'. */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { extractText } from "../../src/composition/channels/extract-text.ts";
import { notificationMail } from "../../src/composition/channels/notification-mail.ts";
import { assemblyRoutes } from "#modules/assembly/server/routes.ts";

export default moduleFunction(assemblyRoutes, { channels: [notificationMail, extractText] });

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/assembly/agenda/:id",
    "/api/assembly/agenda/:id/documents",
    "/api/assembly/agenda/:id/documents/:documentId",
    "/api/assembly/assemblies",
    "/api/assembly/assemblies/:id",
    "/api/assembly/assemblies/:id/agenda",
    "/api/assembly/assemblies/:id/agenda-order",
    "/api/assembly/assemblies/:id/attendance",
    "/api/assembly/assemblies/:id/ballots",
    "/api/assembly/assemblies/:id/cancel",
    "/api/assembly/assemblies/:id/close",
    "/api/assembly/assemblies/:id/elections",
    "/api/assembly/assemblies/:id/inquorate",
    "/api/assembly/assemblies/:id/invitations",
    "/api/assembly/assemblies/:id/minutes",
    "/api/assembly/assemblies/:id/minutes.pdf",
    "/api/assembly/assemblies/:id/open",
    "/api/assembly/ballots/:id/close",
    "/api/assembly/ballots/:id/open",
    "/api/assembly/member/assemblies/:id",
    "/api/assembly/member/assemblies/:id/check-in",
    "/api/assembly/member/assemblies/:id/leave",
    "/api/assembly/member/assemblies/:id/minutes.pdf",
    "/api/assembly/member/assemblies/:id/motions",
    "/api/assembly/member/assemblies/:id/proxy",
    "/api/assembly/member/assemblies/:id/proxy-holders",
    "/api/assembly/member/assemblies/:id/registration",
    "/api/assembly/member/ballots/:id/secret-demand",
    "/api/assembly/member/ballots/:id/votes",
    "/api/assembly/member/motions/:id/support",
    "/api/assembly/member/motions/:id/withdraw",
    "/api/assembly/member/overview",
    "/api/assembly/member/requests",
    "/api/assembly/member/requests/:id/sign",
    "/api/assembly/motions/:id/decision",
    "/api/assembly/office-terms",
    "/api/assembly/organizations/:id/representatives/:userId",
    "/api/assembly/overview",
    "/api/assembly/people",
    "/api/assembly/representatives",
  ],
  method: ["GET", "POST", "PUT", "DELETE"],
};
