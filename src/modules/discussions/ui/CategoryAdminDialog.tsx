/**
 * Administrators manage the categories: name, description, who may read and who may write (roles
 * by the SPEC hierarchy), named members for working groups, archive. Saving sends the version it
 * read; a 409 explains that someone else changed the category meanwhile and keeps the input.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { ApiError } from "#ui/backoffice/api-client.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { ROLE_LABELS, ROLES, type Role } from "#shared/roles.ts";
import { categoryInput, type CategoryDetail } from "../schema.ts";
import { useAdminCategories, useCategoryDetail, useSaveCategory } from "./discussions-api.ts";

export function CategoryAdminDialog({ onClose }: { onClose: () => void }) {
  const list = useAdminCategories(true);
  const [editing, setEditing] = useState<string | "new" | null>(null);
  return (
    <Dialog
      open
      title="Bereiche verwalten"
      description="Wer einen Bereich nicht lesen darf, sieht ihn nicht, findet nichts darin und wird nicht über ihn benachrichtigt."
      onClose={onClose}
      wide
    >
      {editing ? (
        <CategoryForm id={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
      ) : list.isPending ? (
        <Spinner />
      ) : (
        <>
          <ul className="admin-categories">
            {(list.data?.items ?? []).map((c) => (
              <li key={c.id} className="admin-categories__item">
                <span>
                  {c.name}
                  {c.archived ? <span className="muted"> (archiviert)</span> : null}
                </span>
                <button type="button" className="button button--small" onClick={() => setEditing(c.id)} aria-label={`${c.name} bearbeiten`}>
                  Bearbeiten
                </button>
              </li>
            ))}
          </ul>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              Schließen
            </button>
            <button type="button" className="button button--primary" onClick={() => setEditing("new")}>
              Neuer Bereich
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}

function RoleChoice({ legend, value, onChange }: { legend: string; value: Role[]; onChange: (roles: Role[]) => void }) {
  return (
    <fieldset className="role-choice">
      <legend className="field__label">{legend}</legend>
      {ROLES.map((role) => (
        <label key={role} className="role-choice__option">
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))}
          />
          {ROLE_LABELS[role]}
        </label>
      ))}
    </fieldset>
  );
}

function CategoryForm({ id, onDone }: { id: string | null; onDone: () => void }) {
  const detail = useCategoryDetail(id);
  const save = useSaveCategory();
  const [form, setForm] = useState({
    name: "",
    description: "",
    readRoles: ["mitglied"] as Role[],
    writeRoles: ["mitglied"] as Role[],
    memberIds: "" as string,
    archived: false,
  });
  const [loaded, setLoaded] = useState<CategoryDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (detail.data && !loaded) {
      setLoaded(detail.data);
      setForm({
        name: detail.data.name,
        description: detail.data.description ?? "",
        readRoles: detail.data.readRoles,
        writeRoles: detail.data.writeRoles,
        memberIds: detail.data.members.map((m) => m.id).join(", "),
        archived: detail.data.archived,
      });
    }
  }, [detail.data, loaded]);
  if (id && !loaded) return <Spinner />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { archived: _archived, ...values } = form;
    const parsed = categoryInput.safeParse({ ...values, memberIds: form.memberIds.split(/[\s,]+/).filter(Boolean) });
    if (!parsed.success) return setError(parsed.error.issues.map((i) => i.message).join(" "));
    setError(null);
    save.mutate(
      { ...parsed.data, ...(loaded ? { id: loaded.id, version: loaded.version, archived: form.archived } : {}) },
      { onSuccess: onDone, onError: (e) => setError(e instanceof ApiError && e.details.length && e.status !== 409 ? e.details.join(" ") : errorMessage(e)) },
    );
  };

  return (
    <form className="dialog-form" onSubmit={submit} noValidate>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="bereich-name" className="field__label">
          Name
        </label>
        <input id="bereich-name" className="field__control" value={form.name} maxLength={80} onChange={(e) => setForm({ ...form, name: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="bereich-beschreibung" className="field__label">
          Beschreibung
        </label>
        <textarea
          id="bereich-beschreibung"
          className="field__control"
          rows={2}
          maxLength={500}
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
      </div>
      <div className="form-row">
        <RoleChoice legend="Lesen dürfen" value={form.readRoles} onChange={(readRoles) => setForm({ ...form, readRoles })} />
        <RoleChoice legend="Schreiben dürfen" value={form.writeRoles} onChange={(writeRoles) => setForm({ ...form, writeRoles })} />
      </div>
      <p className="muted">„Mitglied“ heißt: alle Mitglieder. Höhere Rollen schließen niedrigere ein (Administrator vor Geschäftsführung vor Vorstand).</p>
      <div className="field">
        <label htmlFor="bereich-mitglieder" className="field__label">
          Arbeitsgruppe: Personen-IDs (lesen und schreiben unabhängig von ihrer Rolle)
        </label>
        <input id="bereich-mitglieder" className="field__control" value={form.memberIds} onChange={(e) => setForm({ ...form, memberIds: e.target.value })} />
        {loaded?.members.length ? <p className="field__hint">Derzeit: {loaded.members.map((m) => m.name).join(", ")}</p> : null}
      </div>
      {loaded ? (
        <label className="role-choice__option">
          <input type="checkbox" checked={form.archived} onChange={(e) => setForm({ ...form, archived: e.target.checked })} />
          Archiviert (nur noch für Administratoren sichtbar)
        </label>
      ) : null}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onDone}>
          Zurück
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? "Wird gespeichert …" : "Bereich speichern"}
        </button>
      </div>
    </form>
  );
}
