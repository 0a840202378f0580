/**
 * Form state types and defaults of the membership application. Selects start empty ("nothing
 * chosen"), so their defaults are cast: the schema rejects them until the visitor chooses.
 */
import type { z } from "zod";
import type { UseFormReturn } from "react-hook-form";
import type { ApplicationForm, applicationFormSchema } from "../../schema/application.ts";

export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
export type ApplicationFormApi = UseFormReturn<ApplicationFormInput, unknown, ApplicationForm>;
export type ApplicationFieldName = keyof ApplicationFormInput;

const unchosen = "" as never;

export const APPLICATION_DEFAULTS: ApplicationFormInput = {
  company_name: "",
  legal_form: unchosen,
  employee_count: undefined as never,
  street: "",
  postal_code: "",
  city: "",
  state: unchosen,
  phone: "",
  email: "",
  website: "",
  representative_salutation: unchosen,
  representative_title: "",
  representative_firstname: "",
  representative_lastname: "",
  representative_position: "",
  representative_email: "",
  representative_phone: "",
  infrastructure_types: [],
  infrastructure_other: "",
  track_length: null,
  desired_entry_date: "",
  referral_source: null,
  accept_statutes: false,
  confirm_authority: false,
  accept_privacy: false,
};

/** The DOM id of a field's control; also used to focus and label it. */
export function fieldId(name: ApplicationFieldName): string {
  return `application-${name.replaceAll("_", "-")}`;
}

/** id, error message and react-hook-form registration for one field, ready to spread. */
export function fieldProps(form: ApplicationFormApi, name: ApplicationFieldName, options?: Parameters<ApplicationFormApi["register"]>[1]) {
  return {
    id: fieldId(name),
    error: form.formState.errors[name]?.message,
    ...form.register(name, options),
  };
}
