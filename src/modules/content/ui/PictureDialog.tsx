/**
 * Uploads a picture into the draft: the file (checked by the server by its bytes, scaled down)
 * and, for pictures in a text, the alternative text, which is required.
 */
import { useState, type FormEvent } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { contentApi } from "./content-api.ts";

interface PictureDialogProps {
  open: boolean;
  title: string;
  /** Ask for the alternative text here (a picture in a text); a portrait has its own field. */
  askAlt: boolean;
  /** Creates the draft first when the entry has none yet. */
  ensureDraft: () => Promise<string>;
  onClose: () => void;
  onUploaded: (reference: string, alt: string) => void;
}

export function PictureDialog({ open, title, askAlt, ensureDraft, onClose, onUploaded }: PictureDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<{ file?: string; alt?: string; form?: string }>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!file) next.file = "Bitte eine Bilddatei wählen.";
    if (askAlt && alt.trim().length < 5) next.alt = "Bitte beschreiben Sie, was das Bild zeigt (mindestens 5 Zeichen).";
    setErrors(next);
    if (next.file || next.alt || !file) return;
    setPending(true);
    try {
      const uploaded = await contentApi.uploadPicture.call({ params: { id: await ensureDraft() }, query: { name: file.name }, body: file });
      onUploaded(uploaded.reference, alt.trim());
      setFile(null);
      setAlt("");
      onClose();
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      title={title}
      description="JPEG, PNG oder WebP bis 4,5 MB; das Bild wird verkleinert und ohne Kameradaten gespeichert."
      onClose={onClose}
    >
      <form noValidate onSubmit={submit}>
        <FormAlert id="picture-alert" title={errors.form} />
        <div className="field">
          <label className="field__label" htmlFor="picture-file">
            Bilddatei <span aria-hidden="true">*</span>
          </label>
          <input
            id="picture-file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? "picture-file-error" : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {errors.file ? (
            <p id="picture-file-error" className="field__error">
              {errors.file}
            </p>
          ) : null}
        </div>
        {askAlt ? (
          <TextField
            id="picture-alt"
            label="Alternativtext"
            hint="Was zeigt das Bild? Wird vorgelesen, wenn jemand das Bild nicht sieht."
            required
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            error={errors.alt}
            maxLength={200}
          />
        ) : null}
        <FormDialogActions onCancel={onClose} submitLabel="Hochladen" pending={pending} pendingLabel="Wird hochgeladen …" />
      </form>
    </Dialog>
  );
}
