/**
 * The member form's values and their mapping to the shared schemas: the form holds strings for
 * numbers (empty = not given) and one optional representative; the server gets MemberCreate/Update.
 */
import { z } from "zod";
import { memberContactSchema, memberFieldsSchema, type MemberCreate, type MemberFields } from "../../../shared/schemas/member.ts";
import type { MemberDetail } from "./members-api.ts";

const optionalNumber = z.preprocess((v) => (v === "" || v === null || v === undefined ? null : Number(String(v).replace(",", "."))), z.number({ error: "Bitte eine Zahl eingeben" }).nullable());

export const memberFormSchema = memberFieldsSchema.extend({
  // The shared rules (range, integer) apply after the text has become a number.
  trackLengthKm: optionalNumber.pipe(memberFieldsSchema.shape.trackLengthKm as unknown as z.ZodType<number | null, number | null>),
  employeeCount: optionalNumber.pipe(memberFieldsSchema.shape.employeeCount as unknown as z.ZodType<number | null, number | null>),
  contactName: z.string().trim().max(200).default(""),
  contactPosition: z.string().trim().max(100).default(""),
  contactEmail: z.string().trim().max(254).refine((v) => v === "" || z.email().safeParse(v).success, { error: "Gültige E-Mail erforderlich" }).default(""),
  contactPhone: z.string().trim().max(40).default(""),
});
export type MemberFormValues = z.input<typeof memberFormSchema>;
type Parsed = z.output<typeof memberFormSchema>;

export function toMemberFields(values: Parsed): MemberFields {
  const { contactName: _n, contactPosition: _p, contactEmail: _e, contactPhone: _t, ...fields } = values;
  return fields;
}

export function toMemberCreate(values: Parsed): MemberCreate {
  const contacts = values.contactName
    ? [memberContactSchema.parse({ name: values.contactName, position: values.contactPosition, email: values.contactEmail, phone: values.contactPhone, isRepresentative: true })]
    : [];
  return { ...toMemberFields(values), contacts };
}

export function formValuesOf(detail: MemberDetail | undefined): MemberFormValues {
  const o = detail?.organization;
  const m = detail?.membership;
  return {
    name: o?.name ?? "",
    legalForm: (o?.legalForm as MemberFields["legalForm"]) ?? null,
    street: o?.street ?? "",
    postalCode: o?.postalCode ?? "",
    city: o?.city ?? "",
    state: (o?.state as MemberFields["state"]) ?? ("" as MemberFields["state"]),
    website: o?.website ?? "",
    phone: o?.phone ?? "",
    email: o?.email ?? "",
    membershipClass: m?.membershipClass ?? "ordinary",
    entryDate: m?.entryDate ?? "",
    trackLengthKm: m?.trackLengthKm ?? "",
    employeeCount: m?.employeeCount === null || m?.employeeCount === undefined ? "" : String(m.employeeCount),
    infrastructureTypes: m?.infrastructureTypes ?? [],
    contactName: "",
    contactPosition: "",
    contactEmail: "",
    contactPhone: "",
  } as MemberFormValues;
}
