/**
 * Name, folder, tags and description of a document. Saved with the version the person saw: if
 * someone else saved in between, the server answers 409 and the toast says so; nothing typed is
 * lost (the form keeps its values until the document is reloaded).
 */
import { useState, type FormEvent } from "react";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import type { DocumentDetail } from "../schema/document.ts";
import type { DocumentFolder } from "../schema/folder.ts";
import { useUpdateDocument, type DocumentChanges } from "./documents-mutations.ts";

export function DocumentEditForm({ document, folders }: { document: DocumentDetail; folders: DocumentFolder[] }) {
  const [name, setName] = useState(document.name);
  const [folderId, setFolderId] = useState(document.folderId);
  const [tags, setTags] = useState(document.tags.join(", "));
  const [description, setDescription] = useState(document.description ?? "");
  const [nameError, setNameError] = useState<string | undefined>();
  const update = useUpdateDocument();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError("Bitte geben Sie einen Namen an.");
      return;
    }
    setNameError(undefined);
    const changes: DocumentChanges = {};
    if (name.trim() !== document.name) changes.name = name.trim();
    if (folderId !== document.folderId) changes.folderId = folderId;
    const tagList = tags
      .split(",")
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean);
    if (tagList.join(",") !== document.tags.join(",")) changes.tags = tagList;
    if ((description.trim() || null) !== document.description) changes.description = description.trim() || null;
    if (Object.keys(changes).length) update.mutate({ document, changes });
  };

  return (
    <form className="documents-panel__section documents-edit" onSubmit={submit} noValidate aria-labelledby="documents-edit-title">
      <h3 id="documents-edit-title">Angaben</h3>
      <div className="documents-edit__grid">
        <TextField id="document-name" label="Name" value={name} maxLength={180} required error={nameError} onChange={(event) => setName(event.target.value)} />
        <SelectField
          id="document-folder"
          label="Ordner"
          value={folderId}
          options={folders.map((folder) => ({ value: folder.id, label: folder.name }))}
          onChange={(event) => setFolderId(event.target.value)}
        />
        <TextField
          id="document-tags"
          label="Schlagwörter"
          hint="Durch Kommas getrennt, z. B. aeg, stellungnahme"
          value={tags}
          maxLength={500}
          onChange={(event) => setTags(event.target.value)}
        />
        <div className="documents-edit__wide">
          <TextAreaField
            id="document-description"
            label="Beschreibung"
            value={description}
            maxLength={2000}
            rows={3}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
      </div>
      <div className="documents-edit__actions">
        <button type="submit" className="button button--primary" disabled={update.isPending}>
          {update.isPending ? "Wird gespeichert …" : "Speichern"}
        </button>
      </div>
    </form>
  );
}
