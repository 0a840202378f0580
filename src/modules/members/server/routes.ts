/** The member register's endpoints (board or admin): list, figures, export, detail, edits, contacts, resignation, exclusion. */
import { route } from "../../../platform/http/router.ts";
import { created } from "../../../platform/http/respond.ts";
import { idParams, uuid, versionQuery } from "../../../platform/http/params.ts";
import { logPermission } from "../../../platform/auth/activity-log.ts";
import { requiredRolesOf } from "../../../shared/access.ts";
import { todayInBerlin } from "../../../shared/schemas/dates.ts";
import { z } from "zod";
import { memberContactInputSchema, memberContactUpdateSchema } from "../schema/contact.ts";
import { exclusionSchema, memberCreateSchema, memberListQuerySchema, memberUpdateSchema, resignationSchema } from "../schema/member.ts";
import { createMember, recordExclusion, recordResignation, updateMember } from "./member-commands.ts";
import { addMemberContact, removeMemberContact, updateMemberContact } from "./member-contacts.ts";
import { getMember } from "./member-detail.ts";
import { exportMembersCsv } from "./member-export.ts";
import { memberFigures } from "./member-figures.ts";
import { listMembers } from "./member-list.ts";

const MEMBERS = "/api/back-office/members";
const MEMBER = `${MEMBERS}/:id`;
const contactParams = z.object({ id: uuid, contactId: uuid });

export const memberRoutes = [
  route({ method: "GET", path: MEMBERS, access: "members", query: memberListQuerySchema, handle: ({ db, query }) => listMembers(db, query) }),
  route({
    method: "POST",
    path: MEMBERS,
    access: "memberCreation",
    body: memberCreateSchema,
    handle: async ({ db, user, body }) => {
      // Creating a member is a logged permission (SPEC section 6: member_creation).
      await logPermission({ userId: user.id, action: "member_creation", granted: true, roles: user.roles, requiredRoles: requiredRolesOf("memberCreation") });
      return created(await createMember(db, body, user));
    },
  }),
  route({ method: "GET", path: MEMBER, access: "members", params: idParams, notFound: "Das Mitglied", handle: ({ db, params }) => getMember(db, params.id) }),
  route({ method: "PUT", path: MEMBER, access: "members", params: idParams, notFound: "Das Mitglied", body: memberUpdateSchema, handle: ({ db, user, params, body }) => updateMember(db, params.id, body, user) }),
  route({ method: "POST", path: `${MEMBER}/exclusion`, access: "members", params: idParams, notFound: "Das Mitglied", body: exclusionSchema, handle: ({ db, user, params, body }) => recordExclusion(db, params.id, body, user) }),
  route({ method: "POST", path: `${MEMBER}/resignation`, access: "members", params: idParams, notFound: "Das Mitglied", body: resignationSchema, handle: ({ db, user, params, body }) => recordResignation(db, params.id, body, user) }),
  route({
    method: "POST",
    path: `${MEMBER}/contacts`,
    access: "members",
    params: idParams,
    notFound: "Das Mitglied",
    body: memberContactInputSchema,
    handle: async ({ db, user, params, body }) => created(await addMemberContact(db, params.id, body, user)),
  }),
  route({
    method: "PUT",
    path: `${MEMBER}/contacts/:contactId`,
    access: "members",
    params: contactParams,
    notFound: "Die Ansprechperson",
    body: memberContactUpdateSchema,
    handle: ({ db, user, params, body }) => updateMemberContact(db, params.id, params.contactId, body, user),
  }),
  route({
    method: "DELETE",
    path: `${MEMBER}/contacts/:contactId`,
    access: "members",
    params: contactParams,
    notFound: "Die Ansprechperson",
    query: versionQuery,
    handle: ({ db, user, params, query }) => removeMemberContact(db, params.id, params.contactId, query.version, user),
  }),
  route({
    method: "GET",
    path: "/api/back-office/member-export",
    access: "members",
    cost: "export",
    query: memberListQuerySchema,
    handle: async ({ db, user, query }) => {
      const { csv, rows } = await exportMembersCsv(db, query);
      // Every export is a logged permission (SPEC section 6: data_export).
      await logPermission({ userId: user.id, action: "data_export", granted: true, roles: user.roles, requiredRoles: requiredRolesOf("members"), metadata: { export: "members", rows } });
      return new Response(csv, {
        headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="mitglieder-${todayInBerlin()}.csv"`, "cache-control": "no-store" },
      });
    },
  }),
  route({ method: "GET", path: "/api/back-office/member-figures", access: "members", cost: "analytics", handle: ({ db }) => memberFigures(db, todayInBerlin()) }),
];
