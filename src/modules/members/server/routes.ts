/** The member register's route table: each endpoint of contract.ts bound to its service. */
import { route } from "#platform/http/router.ts";
import { csvResponse } from "#platform/http/respond.ts";
import { logPermission } from "#platform/auth/activity-log.ts";
import { now } from "#platform/clock.ts";
import { requiredRolesOf } from "#shared/access.ts";
import { berlinDate } from "#shared/dates.ts";
import { admissionVerdict } from "#modules/assembly/index.ts";
import { membersContract as members } from "../contract.ts";
import { createMember, recordExclusion, recordResignation, updateMember } from "./member-commands.ts";
import { addMemberContact, removeMemberContact, updateMemberContact } from "./member-contact-commands.ts";
import { getMember } from "./member-detail-queries.ts";
import { exportMembersCsv } from "./export-queries.ts";
import { memberFigures } from "./figure-queries.ts";
import { listMembers } from "./member-queries.ts";

export const memberRoutes = [
  route(members.listMembers, { handle: ({ db, query }) => listMembers(db, query) }),
  route(members.createMember, {
    handle: async ({ db, user, body }) => {
      // Creating a member is a logged permission (SPEC section 6: member_creation).
      await logPermission({ userId: user.id, action: "member_creation", granted: true, roles: user.roles, requiredRoles: requiredRolesOf("memberCreation") });
      return createMember(db, body, user);
    },
  }),
  route(members.getMember, { handle: ({ db, params }) => getMember(db, params.id) }),
  route(members.updateMember, { handle: ({ db, user, params, body }) => updateMember(db, params.id, body, user) }),
  route(members.recordExclusion, { handle: ({ db, user, params, body }) => recordExclusion(db, params.id, body, user) }),
  route(members.recordResignation, { handle: ({ db, user, params, body }) => recordResignation(db, params.id, body, user) }),
  route(members.addContact, { handle: ({ db, user, params, body }) => addMemberContact(db, params.id, body, user) }),
  route(members.updateContact, { handle: ({ db, user, params, body }) => updateMemberContact(db, params.id, params.contactId, body, user) }),
  route(members.removeContact, { handle: ({ db, user, params, query }) => removeMemberContact(db, params.id, params.contactId, query.version, user) }),
  route(members.exportMembers, {
    cost: "export",
    handle: async ({ db, user, query }) => {
      const { csv, rows } = await exportMembersCsv(db, query);
      // Every export is a logged permission (SPEC section 6: data_export).
      await logPermission({
        userId: user.id,
        action: "data_export",
        granted: true,
        roles: user.roles,
        requiredRoles: requiredRolesOf("members"),
        metadata: { export: "members", rows },
      });
      return csvResponse(csv, `mitglieder-${berlinDate(now())}.csv`);
    },
  }),
  route(members.figures, { cost: "analytics", handle: ({ db }) => memberFigures(db, berlinDate(now())) }),
  route(members.admissionToday, {
    handle: async ({ db }) => {
      const today = berlinDate(now());
      // Entering a member is an admission: the one admission rule of the assembly module (§ 3 Abs. 5).
      const verdict = await admissionVerdict(db, today, today);
      return verdict.ok ? { allowed: true, message: null } : { allowed: false, message: verdict.message };
    },
  }),
];
