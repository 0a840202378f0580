/** The campaign's actions, newest first (keyset pages); editors log, change and delete them. */
import { countOf } from "#shared/plural.ts";
import { useState } from "react";
import { formatGermanDate } from "#shared/dates.ts";
import { ACTION_KIND_LABELS } from "../../domain/labels.ts";
import type { CampaignAction, CampaignDetail } from "../../schema/campaign.ts";
import { politicalApi, useActions } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";
import { KeysetList } from "../ListState.tsx";
import { OutcomeBadge } from "../badges.tsx";
import { ActionDialog } from "./ActionDialog.tsx";

export function ActionsSection({ campaign, canEdit }: { campaign: CampaignDetail; canEdit: boolean }) {
  const actions = useActions(campaign.id);
  const [editing, setEditing] = useState<CampaignAction | "new" | null>(null);
  const remove = useChange<CampaignAction>({
    run: (a) => politicalApi.deleteAction.call({ params: { id: a.id }, query: { version: a.version } }),
    success: "Aktion gelöscht",
    failure: "Aktion nicht gelöscht",
  });
  return (
    <section className="panel pw-section" aria-labelledby="pw-actions">
      <div className="pw-section__head">
        <h3 id="pw-actions" className="panel__title">
          Aktionen
        </h3>
        {canEdit ? (
          <button type="button" className="button button--primary button--small" onClick={() => setEditing("new")}>
            Aktion erfassen
          </button>
        ) : null}
      </div>
      <KeysetList
        query={actions}
        noun="Aktionen"
        loadingLabel="Aktionen werden geladen …"
        empty={{
          title: "Noch keine Aktionen",
          text: canEdit
            ? "Erfassen Sie Briefe, Gespräche, Veranstaltungen und Pressemitteilungen mit ihrem Ergebnis."
            : "Sobald Aktionen erfasst sind, erscheinen sie hier.",
        }}
      >
        {(items) => (
          <ol className="pw-actions">
            {items.map((a) => (
              <li key={a.id} className="pw-action">
                <span className="pw-action__date">{formatGermanDate(a.occurredOn)}</span>
                <span className="pw-action__kind">{ACTION_KIND_LABELS[a.kind]}</span>
                <span className="pw-action__title">{a.title}</span>
                <span className="pw-action__outcome">
                  <OutcomeBadge outcome={a.outcome} />
                </span>
                <span className="pw-action__people">
                  {a.contacts ? a.contacts.map((c) => c.name).join(", ") || "ohne Kontakte" : countOf(a.contactCount, "Person", "Personen")}
                </span>
                {a.notes ? <span className="pw-action__notes">{a.notes}</span> : null}
                {canEdit ? (
                  <span className="pw-row-actions">
                    <button type="button" className="button button--small" onClick={() => setEditing(a)} aria-label={`${a.title} bearbeiten`}>
                      Bearbeiten
                    </button>
                    <button
                      type="button"
                      className="button button--small button--danger-outline"
                      onClick={() => remove.mutate(a)}
                      aria-label={`${a.title} löschen`}
                    >
                      Löschen
                    </button>
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </KeysetList>
      {editing ? <ActionDialog campaign={campaign} action={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
