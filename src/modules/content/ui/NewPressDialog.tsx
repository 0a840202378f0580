/** "Neue Pressemitteilung": title and web address (from the title, editable, checked unique by the server). */
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { ApiError } from "#ui/backoffice/api-client.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { routePath } from "#shared/routes.ts";
import { ENTRY_ID } from "#shared/content-schemas.ts";
import { CONTENT_KEY, contentApi } from "./content-api.ts";
import { slugOf } from "./slug.ts";

export function NewPressDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState("");
  const [slug, setSlug] = useState("");
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<{ title?: string; slug?: string; form?: string }>({});
  const [pending, setPending] = useState(false);
  const address = slugTouched ? slug : slugOf(title);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (title.trim().length < 3) next.title = "Bitte einen Titel angeben (mindestens 3 Zeichen).";
    if (!ENTRY_ID.test(address)) next.slug = "Die Adresse besteht aus Kleinbuchstaben, Ziffern und Bindestrichen (2 bis 80 Zeichen).";
    setErrors(next);
    if (next.title || next.slug) return;
    setPending(true);
    try {
      await contentApi.newEntry.call({ body: { collection: "press", entryId: address, title: title.trim() } });
      await queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
      onClose();
      navigate(routePath("contentEntry", { collection: "press", entryId: address }));
    } catch (error) {
      if (error instanceof ApiError && error.code === "address_taken") setErrors({ slug: error.message });
      else setErrors({ form: errorMessage(error) });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      title="Neue Pressemitteilung"
      description="Die Vorlage enthält Datum, Kategorie, Ortsmarke und den Absatz „Über den VNSI“."
      onClose={onClose}
    >
      <form noValidate onSubmit={submit}>
        <FormAlert id="new-press-alert" title={errors.form} />
        <TextField
          id="new-press-title"
          label="Überschrift"
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
          maxLength={160}
        />
        <TextField
          id="new-press-slug"
          label="Adresse"
          hint={`Die Seite erscheint unter /presse/${address || "…"}`}
          required
          value={address}
          onChange={(e) => {
            setSlugTouched(true);
            setSlug(e.target.value);
          }}
          error={errors.slug}
          maxLength={80}
        />
        <FormDialogActions onCancel={onClose} submitLabel="Entwurf anlegen" pending={pending} pendingLabel="Wird angelegt …" />
      </form>
    </Dialog>
  );
}
