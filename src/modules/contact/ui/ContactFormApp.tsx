/**
 * The contact form (SPEC sections 3, 5, 8): validated with the shared contactMessageSchema on submit
 * and then on change; the answer of POST /api/contact-email is mapped by contactOutcome(). A hidden
 * honeypot field (hp) catches bots. All fields are cleared after success.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CONTACT_SUBJECTS, CONTACT_SUBJECT_LABELS, contactMessageSchema, type ContactMessage, type ContactMessageInput } from "../schema.ts";
import { TextField } from "#ui/form/TextField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { SubmitButton } from "#ui/form/SubmitButton.tsx";
import { useReady } from "#ui/island/use-ready.ts";
import { postJson } from "#ui/post-json.ts";
import { toast } from "#ui/toast/toast-store.ts";
import { contactContract } from "../contract.ts";
import { contactOutcome } from "./contact-outcome.ts";
import { HoneypotField } from "./HoneypotField.tsx";
import "#ui/form/form-layout.css";

const EMPTY: ContactMessageInput = { name: "", email: "", organization: "", subject: "" as ContactMessageInput["subject"], message: "", hp: "" };
const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((value) => ({ value, label: CONTACT_SUBJECT_LABELS[value] }));

export function ContactFormApp({ onReady }: { onReady?: () => void }) {
  const ready = useReady(onReady);
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, reset, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    // Not the signed-in client (src/ui/api): a visitor's form reads every answer itself (SPEC section 8).
    const reply = await postJson(contactContract.sendMessage.path, { ...values, organization: values.organization ?? "" });
    const outcome = contactOutcome(reply.status, reply.body);
    if (outcome.kind === "ignored") return;
    if (outcome.kind === "success") {
      reset(EMPTY);
      toast({ title: outcome.title, description: outcome.description, variant: "success" });
      return;
    }
    toast({ title: outcome.title, description: outcome.description, variant: "destructive" });
  });

  return (
    <form className="form" method="post" noValidate aria-label="Kontaktformular" onSubmit={submit}>
      <p className="form__intro">Pflichtfelder sind mit * gekennzeichnet.</p>
      <div className="form__grid">
        <TextField id="contact-name" label="Name" required autoComplete="name" error={errors.name?.message} {...register("name")} />
        <TextField id="contact-email" label="E-Mail" type="email" required autoComplete="email" error={errors.email?.message} {...register("email")} />
        <TextField
          id="contact-organization"
          label="Organisation"
          autoComplete="organization"
          error={errors.organization?.message}
          {...register("organization")}
        />
        <SelectField
          id="contact-subject"
          label="Thema"
          required
          options={SUBJECT_OPTIONS}
          placeholder="Bitte Thema wählen"
          error={errors.subject?.message}
          {...register("subject")}
        />
      </div>
      <TextAreaField id="contact-message" label="Nachricht" required rows={7} error={errors.message?.message} {...register("message")} />
      <HoneypotField {...register("hp")} />
      <SubmitButton id="contact-submit" pending={isSubmitting} ready={ready}>
        Nachricht senden
      </SubmitButton>
    </form>
  );
}
