/** The member register's endpoints (board or admin, ADR 260): list, figures, export, detail, edits, contact people, resignation, exclusion. */
import { z } from "zod";
import { defineContract, endpoint, fileAnswer, noContent } from "#shared/contract/endpoint.ts";
import { pageOf } from "#shared/contract/answers.ts";
import { idParams, uuid, versionQuery } from "#shared/contract/params.ts";
import { memberContactInputSchema, memberContactSchema, memberContactUpdateSchema } from "./schema/contact.ts";
import {
  admissionTodaySchema,
  exclusionSchema,
  memberCreateSchema,
  memberCreatedSchema,
  memberDetailSchema,
  memberEndedSchema,
  memberFiguresSchema,
  memberListQuerySchema,
  memberSummarySchema,
  memberUpdateSchema,
  memberUpdatedSchema,
  resignationSchema,
} from "./schema/member.ts";

const MEMBER = "Das Mitglied";
const CONTACT = "Die Ansprechperson";
const contactParams = z.object({ id: uuid, contactId: uuid });

export const membersContract = defineContract("members", {
  listMembers: endpoint({ method: "GET", path: "/api/members", access: "members", query: memberListQuerySchema, response: pageOf(memberSummarySchema) }),
  createMember: endpoint({
    method: "POST",
    path: "/api/members",
    access: "memberCreation",
    body: memberCreateSchema,
    response: memberCreatedSchema,
    status: 201,
    summary: "Enters a member (an admission: § 3 Abs. 5 applies); logged as member_creation.",
  }),
  getMember: endpoint({ method: "GET", path: "/api/members/:id", access: "members", params: idParams, notFound: MEMBER, response: memberDetailSchema }),
  updateMember: endpoint({
    method: "PUT",
    path: "/api/members/:id",
    access: "members",
    params: idParams,
    notFound: MEMBER,
    body: memberUpdateSchema,
    response: memberUpdatedSchema,
  }),
  recordExclusion: endpoint({
    method: "POST",
    path: "/api/members/:id/exclusion",
    access: "members",
    params: idParams,
    notFound: MEMBER,
    body: exclusionSchema,
    response: memberEndedSchema,
  }),
  recordResignation: endpoint({
    method: "POST",
    path: "/api/members/:id/resignation",
    access: "members",
    params: idParams,
    notFound: MEMBER,
    body: resignationSchema,
    response: memberEndedSchema,
  }),
  addContact: endpoint({
    method: "POST",
    path: "/api/members/:id/contacts",
    access: "members",
    params: idParams,
    notFound: MEMBER,
    body: memberContactInputSchema,
    response: memberContactSchema,
    status: 201,
  }),
  updateContact: endpoint({
    method: "PUT",
    path: "/api/members/:id/contacts/:contactId",
    access: "members",
    params: contactParams,
    notFound: CONTACT,
    body: memberContactUpdateSchema,
    response: memberContactSchema,
  }),
  removeContact: endpoint({
    method: "DELETE",
    path: "/api/members/:id/contacts/:contactId",
    access: "members",
    params: contactParams,
    notFound: CONTACT,
    query: versionQuery,
    response: noContent,
  }),
  exportMembers: endpoint({
    method: "GET",
    path: "/api/members/export",
    access: "members",
    query: memberListQuerySchema,
    response: fileAnswer("text/csv"),
    summary: "The filtered register as CSV; logged as data_export.",
  }),
  figures: endpoint({ method: "GET", path: "/api/members/figures", access: "members", response: memberFiguresSchema }),
  admissionToday: endpoint({
    method: "GET",
    path: "/api/members/admission-today",
    access: "memberCreation",
    response: admissionTodaySchema,
    summary: "Today's answer of the admission rule (§ 3 Abs. 5), said on the form before a member is entered.",
  }),
});
