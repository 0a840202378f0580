/** The board portrait: the current picture (from the draft or the site) and an upload that replaces it. */
import { useEffect, useState } from "react";
import type { FieldSpec } from "../fields.ts";
import { pictureDataUrl } from "./content-api.ts";

interface PhotoFieldProps {
  field: FieldSpec;
  value: string;
  error: string | undefined;
  draftId: string | null;
  alt: string;
  /** Opens the upload dialog (rendered by the editor, outside the form). */
  onUpload: () => void;
}

export function PhotoField({ field, value, error, draftId, alt, onUpload }: PhotoFieldProps) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    setUrl(null);
    if (draftId && value) void pictureDataUrl(draftId, value).then((result) => !cancelled && setUrl(result));
    return () => {
      cancelled = true;
    };
  }, [draftId, value]);
  return (
    <div className="field content-photo">
      <p className="field__label" id="content-photo-label">
        {field.label} <span aria-hidden="true">*</span>
      </p>
      {field.help ? <p className="field__hint">{field.help}</p> : null}
      {url ? (
        <img className="content-photo__image" src={url} alt={alt || "Porträt (Alternativtext fehlt noch)"} />
      ) : (
        <p className="content-photo__name">{value || "Noch kein Foto"}</p>
      )}
      <button type="button" className="button button--small" aria-describedby="content-photo-label" onClick={onUpload}>
        Foto hochladen
      </button>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}
