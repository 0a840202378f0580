/**
 * The contact form's endpoint (ADR 260). Its path is the SPEC's named server function
 * (section 7: contact-email) and stays as it is. The body is read by the handler itself
 * (`rawBody`): the honeypot is judged before validation, so a bot learns nothing from field errors.
 */
import { defineContract, endpoint, rawBody } from "#shared/contract/endpoint.ts";
import { contactSentSchema } from "./schema.ts";

export const contactContract = defineContract("contact", {
  sendMessage: endpoint({
    method: "POST",
    path: "/api/contact-email",
    access: "public",
    body: rawBody("application/json"),
    response: contactSentSchema,
    summary: "A visitor's message (SPEC sections 3, 5, 8): stored, then mailed to the office and confirmed to the sender.",
  }),
});
