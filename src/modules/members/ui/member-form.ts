/**
 * The member form's values and their mapping to the shared schemas: the form holds strings for
 * numbers (empty = not given) and one optional representative; the server gets MemberCreate/Update.
 */
import { z } from "zod";
import { memberFieldsSchema, type MemberCreate, type MemberFields } from "../schema/member.ts";
import { memberContactInputSchema } from "../schema/contact.ts";
import type { MemberDetail } from "./members-api.ts";

const optionalNumber = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? null : Number(String(v).replace(",", "."))),
  z.number({ error: "Bitte eine Zahl eingeben" }).nullable(),
);

export const memberFormSchema = memberFieldsSchema
  .extend({
    // The shared rules (range, integer) apply after the text has become a number.
    trackLengthKm: optionalNumber.pipe(memberFieldsSchema.shape.trackLengthKm as unknown as z.ZodType<number | null, number | null>),
    employeeCount: optionalNumber.pipe(memberFieldsSchema.shape.employeeCount as unknown as z.ZodType<number | null, number | null>),
    // The representative's fields under the contact schema's rules; all empty means "none yet".
    contactFirstName: memberContactInputSchema.shape.firstName,
    contactLastName: z.string().trim().max(100, { error: "Der Nachname darf höchstens 100 Zeichen lang sein." }).default(""),
    contactPosition: memberContactInputSchema.shape.jobFunction,
    contactEmail: memberContactInputSchema.shape.email,
    contactPhone: memberContactInputSchema.shape.phone,
  })
  .superRefine((v, ctx) => {
    const anyContactField = v.contactFirstName || v.contactPosition || v.contactEmail || v.contactPhone;
    if (anyContactField && !v.contactLastName) ctx.addIssue({ code: "custom", path: ["contactLastName"], message: "Bitte geben Sie einen Nachnamen an." });
  });
export type MemberFormValues = z.input<typeof memberFormSchema>;
type Parsed = z.output<typeof memberFormSchema>;

export function toMemberFields(values: Parsed): MemberFields {
  const { contactFirstName: _f, contactLastName: _n, contactPosition: _p, contactEmail: _e, contactPhone: _t, ...fields } = values;
  return fields;
}

export function toMemberCreate(values: Parsed): MemberCreate {
  const contacts = values.contactLastName
    ? [
        memberContactInputSchema.parse({
          firstName: values.contactFirstName,
          lastName: values.contactLastName,
          jobFunction: values.contactPosition,
          email: values.contactEmail,
          phone: values.contactPhone,
          isRepresentative: true,
        }),
      ]
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
    contactFirstName: "",
    contactLastName: "",
    contactPosition: "",
    contactEmail: "",
    contactPhone: "",
  } as MemberFormValues;
}
