/**
 * The editor of one entry: the form generated from its collection's schema (messages as you type,
 * the same the build would print), the body with "Bild einfügen", a preview in the site's styles,
 * and the actions. Saving keeps a draft (409 naming who saved meanwhile: nothing is overwritten);
 * "Veröffentlichen" (management, admin) refuses invalid fields before anything is sent, saves,
 * publishes, and shows when the page is live.
 */
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { TabList, tabId, tabPanelId } from "#ui/backoffice/TabList.tsx";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import { ApiError } from "#ui/backoffice/api-client.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { CONTENT_COLLECTIONS } from "#shared/content-schemas.ts";
import { formatGermanDateTime } from "#shared/dates.ts";
import { routePath } from "#shared/routes.ts";
import { fieldsOf, validateData } from "../fields.ts";
import { checkBody } from "../domain/body-check.ts";
import type { EntryView } from "../schema.ts";
import { CONTENT_KEY, OVERVIEW_KEY, contentApi } from "./content-api.ts";
import { EntryFields, type Values } from "./EntryFields.tsx";
import { PictureDialog } from "./PictureDialog.tsx";
import { PhotoField } from "./PhotoField.tsx";
import { SitePreview } from "./SitePreview.tsx";

const TABS = [
  { id: "edit", label: "Bearbeiten" },
  { id: "preview", label: "Vorschau" },
] as const;

interface Problem {
  message: string;
  details: string[];
  /** What the editor can do about it. */
  remedy?: "reload" | "rebase";
}

export function EntryEditor({ entry, reload, onPublication }: { entry: EntryView; reload: () => void; onPublication: (id: string) => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const spec = CONTENT_COLLECTIONS[entry.collection];
  const hasBody = spec.files.extension === "mdx";
  const fields = useMemo(() => fieldsOf(entry.collection), [entry.collection]);
  const source = (entry.draft ?? entry.file)!;
  const [data, setData] = useState<Values>(source.data);
  const [body, setBody] = useState(source.body);
  const [draft, setDraft] = useState(
    entry.draft ? { id: entry.draft.id, version: entry.draft.version, updatedAt: entry.draft.updatedAt, by: entry.draft.updatedByName } : null,
  );
  const [dirty, setDirty] = useState(false);
  const [showErrors, setShowErrors] = useState(entry.draft !== null);
  const [tab, setTab] = useState<"edit" | "preview">("edit");
  const [busy, setBusy] = useState<"save" | "publish" | "discard" | "unpublish" | "rebase" | "submit" | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [confirm, setConfirm] = useState<"discard" | "unpublish" | null>(null);
  // Which picture dialog is open: one for the text, one for the portrait (kept outside any form).
  const [picture, setPicture] = useState<"body" | "photo" | null>(null);
  const templatePath = useTemplatePath(entry);

  const check = useMemo(() => validateData(entry.collection, data), [entry.collection, data]);
  const bodyProblems = useMemo(() => (hasBody ? checkBody(body).problems : []), [hasBody, body]);
  const errors = useMemo(
    () => (showErrors && !check.ok ? Object.fromEntries(check.errors.map((e) => [e.path, e.message.replace(/^[^:]+: /, "")])) : {}),
    [showErrors, check],
  );
  const heading = typeof data[spec.titleField] === "string" && data[spec.titleField] ? String(data[spec.titleField]) : entry.entryId;

  const edit = (next: { data?: Values; body?: string }) => {
    if (next.data) setData(next.data);
    if (next.body !== undefined) setBody(next.body);
    setDirty(true);
  };

  async function ensureDraft(): Promise<string> {
    if (draft) return draft.id;
    const started = entry.file ? await contentApi.startDraft.call({ body: { collection: entry.collection, entryId: entry.entryId, fresh: true } }) : null;
    if (!started) throw new ApiError(404, "not_found", "Der Eintrag wurde nicht gefunden.");
    setDraft({ id: started.id, version: started.version, updatedAt: started.updatedAt, by: started.updatedByName });
    return started.id;
  }

  async function saveNow(): Promise<{ id: string; version: number }> {
    const id = await ensureDraft();
    const version = draft?.id === id ? draft.version : 1;
    const saved = await contentApi.saveDraft.call({ params: { id }, body: { version, data, body } });
    setDraft({ id, version: saved.version, updatedAt: saved.updatedAt, by: saved.updatedByName });
    setDirty(false);
    void queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
    return { id, version: saved.version };
  }

  function explain(error: unknown) {
    if (error instanceof ApiError && error.code === "version_conflict") return setProblem({ message: error.message, details: [], remedy: "reload" });
    if (error instanceof ApiError && error.code === "content_changed") return setProblem({ message: error.message, details: error.details, remedy: "rebase" });
    setProblem({ message: error instanceof ApiError ? error.message : errorMessage(error), details: error instanceof ApiError ? error.details : [] });
  }

  async function run(kind: NonNullable<typeof busy>, action: () => Promise<void>) {
    setBusy(kind);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      explain(error);
    } finally {
      setBusy(null);
    }
  }

  const save = () =>
    run("save", async () => {
      await saveNow();
      setShowErrors(true);
      toast({
        title: "Entwurf gespeichert",
        description: "Der Entwurf ist gespeichert; die Website ändert sich erst beim Veröffentlichen.",
        variant: "success",
      });
    });

  const publish = () =>
    run("publish", async () => {
      setShowErrors(true);
      if (!check.ok || bodyProblems.length > 0) {
        const details = [...(check.ok ? [] : check.errors.map((e) => e.message)), ...bodyProblems.map((p) => `Text: ${p}`)];
        setProblem({ message: "Bitte korrigieren Sie die markierten Felder; es wurde nichts veröffentlicht.", details });
        setTab("edit");
        return;
      }
      const saved = dirty || !draft ? await saveNow() : draft;
      const publication = await contentApi.publish.call({ params: { id: saved.id }, body: { version: saved.version } });
      setDraft(null);
      setDirty(false);
      onPublication(publication.id);
      void queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
    });

  const submit = () =>
    run("submit", async () => {
      const saved = dirty || !draft ? await saveNow() : draft;
      const answer = await contentApi.submitForReview.call({ params: { id: saved.id }, body: { version: saved.version } });
      toast({
        title: "Zur Veröffentlichung vorgelegt",
        description:
          answer.notified > 0 ? "Die Geschäftsführung wurde benachrichtigt." : "Der Entwurf war schon vorgelegt; niemand wurde erneut benachrichtigt.",
        variant: "success",
      });
    });

  const discard = () =>
    run("discard", async () => {
      if (draft) await contentApi.discardDraft.call({ params: { id: draft.id }, query: { version: draft.version } });
      setConfirm(null);
      await queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
      if (!entry.file) navigate(routePath("content"));
      else reload();
    });

  const unpublish = () =>
    run("unpublish", async () => {
      const publication = await contentApi.unpublish.call({ params: { collection: entry.collection, entryId: entry.entryId }, body: { sha: entry.file!.sha } });
      setConfirm(null);
      onPublication(publication.id);
      void queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
    });

  const rebase = () =>
    run("rebase", async () => {
      const rebased = await contentApi.rebaseDraft.call({ params: { id: draft!.id }, body: { version: draft!.version } });
      setDraft({ id: rebased.id, version: rebased.version, updatedAt: rebased.updatedAt, by: rebased.updatedByName });
      toast({
        title: "Entwurf übernommen",
        description: "Ihr Entwurf gilt jetzt als Änderung der aktuellen Fassung. Sie können erneut veröffentlichen.",
        variant: "success",
      });
    });

  const status = draft
    ? `Entwurf${draft.by ? ` von ${draft.by}` : ""}, gespeichert am ${formatGermanDateTime(draft.updatedAt)}${dirty ? " – ungespeicherte Änderungen" : ""}`
    : dirty
      ? "Ungespeicherte Änderungen"
      : entry.file
        ? "Veröffentlichte Fassung, kein Entwurf"
        : "";

  return (
    <>
      <PageHeader title={heading} lead={`${spec.label} · ${entry.file ? `auf der Website unter ${entry.pagePath}` : "noch nicht veröffentlicht"}`} />
      <p className="content-draft-state" role="status">
        {status}
      </p>
      {problem ? (
        <div className="notice notice--error" role="alert">
          <p className="notice__title">{problem.message}</p>
          {problem.details.length ? (
            <ul>
              {problem.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : null}
          {problem.remedy === "reload" ? (
            <button type="button" className="button" onClick={reload}>
              Aktuellen Entwurf laden
            </button>
          ) : null}
          {problem.remedy === "rebase" ? (
            <p className="content-actions">
              <a className="button" href={entry.pagePath} target="_blank" rel="noopener">
                Aktuelle Fassung ansehen<span className="visually-hidden"> (öffnet in neuem Tab)</span>
              </a>
              <button type="button" className="button" onClick={rebase} disabled={busy !== null}>
                Meinen Entwurf als neue Fassung übernehmen
              </button>
            </p>
          ) : null}
        </div>
      ) : null}

      {hasBody ? <TabList tabs={TABS} selected={tab} onSelect={setTab} idPrefix="content-editor" label="Ansicht" className="content-tabs" /> : null}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-labelledby is set only together with role="tabpanel" */}
      <div
        id={tabPanelId("content-editor", tab)}
        role={hasBody ? "tabpanel" : undefined}
        aria-labelledby={hasBody ? tabId("content-editor", tab) : undefined}
        className="content-panel"
      >
        {tab === "edit" ? (
          <div className="content-form">
            <EntryFields
              fields={fields}
              values={data}
              onChange={(next) => edit({ data: next })}
              errors={errors}
              idPrefix="content-field"
              renderImage={(field, value, _set, error) => (
                <PhotoField
                  field={field}
                  value={value}
                  error={error}
                  draftId={draft?.id ?? null}
                  alt={String(data.photoAlt ?? "")}
                  onUpload={() => setPicture("photo")}
                />
              )}
            />
            {hasBody ? (
              <>
                <TextAreaField
                  id="content-field-body"
                  label="Text"
                  hint="Markdown: ## Zwischenüberschrift, **fett**, *kursiv*, - Liste, [Linktext](/pfad). Zeilenumbruch: <br />."
                  className="content-body"
                  rows={18}
                  value={body}
                  error={showErrors && bodyProblems.length ? bodyProblems.join(" ") : undefined}
                  onChange={(e) => edit({ body: e.target.value })}
                />
                <button type="button" className="button button--small" onClick={() => setPicture("body")}>
                  Bild einfügen
                </button>
              </>
            ) : null}
          </div>
        ) : templatePath ? (
          <SitePreview collection={entry.collection} templatePath={templatePath} data={data} body={body} draftId={draft?.id ?? null} />
        ) : (
          <p role="status">Vorschau wird vorbereitet …</p>
        )}
      </div>

      <div className="content-actions">
        <button type="button" className="button" onClick={save} disabled={busy !== null || (!dirty && draft !== null)}>
          {busy === "save" ? "Wird gespeichert …" : "Entwurf speichern"}
        </button>
        {entry.canPublish ? (
          <button type="button" className="button button--primary" onClick={publish} disabled={busy !== null}>
            {busy === "publish" ? "Wird veröffentlicht …" : "Veröffentlichen"}
          </button>
        ) : (
          <>
            <button type="button" className="button button--primary" onClick={submit} disabled={busy !== null}>
              {busy === "submit" ? "Wird vorgelegt …" : "Zur Veröffentlichung vorlegen"}
            </button>
            <p className="content-hint">Veröffentlichen kann die Geschäftsführung; Ihr Entwurf bleibt bis dahin gespeichert.</p>
          </>
        )}
        {draft ? (
          <button type="button" className="button button--danger-outline" onClick={() => setConfirm("discard")} disabled={busy !== null}>
            Entwurf verwerfen
          </button>
        ) : null}
        {entry.canPublish && spec.growable && entry.file && !draft ? (
          <button type="button" className="button button--danger-outline" onClick={() => setConfirm("unpublish")} disabled={busy !== null}>
            Von der Website entfernen
          </button>
        ) : null}
      </div>

      <PictureDialog
        open={picture === "body"}
        title="Bild einfügen"
        askAlt
        ensureDraft={async () => (await saveNow()).id}
        onClose={() => setPicture(null)}
        onUploaded={(reference, alt) => edit({ body: `${body.trimEnd()}\n\n![${alt.replace(/[[\]]/g, "")}](${reference})\n` })}
      />
      <PictureDialog
        open={picture === "photo"}
        title="Foto hochladen"
        askAlt={false}
        ensureDraft={ensureDraft}
        onClose={() => setPicture(null)}
        onUploaded={(reference) => edit({ data: { ...data, photo: reference } })}
      />
      <ConfirmDialog
        open={confirm === "discard"}
        title="Entwurf verwerfen?"
        text={entry.file ? "Der Entwurf wird gelöscht; die Website bleibt, wie sie ist." : "Der Entwurf dieser neuen Seite wird gelöscht."}
        confirmLabel="Entwurf verwerfen"
        danger
        pending={busy === "discard"}
        onConfirm={discard}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === "unpublish"}
        title="Von der Website entfernen?"
        text={`„${heading}“ verschwindet von ${entry.pagePath}${entry.collection === "press" ? ", von /presse und von der Startseite" : ""}. Die Änderung wird im Audit-Protokoll vermerkt.`}
        confirmLabel="Entfernen"
        danger
        pending={busy === "unpublish"}
        onConfirm={unpublish}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}

/** The page the preview is drawn into: the entry's own, or (a new press release) the newest other one. */
function useTemplatePath(entry: EntryView): string | null {
  const [path, setPath] = useState<string | null>(entry.file ? entry.pagePath : null);
  useEffect(() => {
    if (path || entry.collection !== "press") return;
    let cancelled = false;
    fetch("/presse.json")
      .then((r) => r.json() as Promise<{ items: { slug: string }[] }>)
      .then((list) => !cancelled && setPath(list.items[0] ? `/presse/${list.items[0].slug}` : "/presse"))
      .catch(() => !cancelled && setPath("/presse"));
    return () => {
      cancelled = true;
    };
  }, [entry.collection, path]);
  return path;
}
