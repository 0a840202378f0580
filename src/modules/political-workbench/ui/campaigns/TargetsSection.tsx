/** The campaign's target stakeholders (editors) and whether an action has reached them yet. */
import { useState } from "react";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import type { CampaignDetail } from "../../schema/campaign.ts";
import { politicalApi } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";
import { ContactPickerDialog } from "../shared/ContactPickerDialog.tsx";

export function TargetsSection({ campaign }: { campaign: CampaignDetail }) {
  const [picking, setPicking] = useState(false);
  const add = useChange<string>({
    run: (contactId) => politicalApi.addTarget.call({ params: { id: campaign.id }, body: { contactId } }),
    success: "Zielperson hinzugefügt",
    failure: "Nicht hinzugefügt",
  });
  const remove = useChange<string>({
    run: (contactId) => politicalApi.removeTarget.call({ params: { id: campaign.id, contactId } }),
    success: "Zielperson entfernt",
    failure: "Nicht entfernt",
  });
  const targets = campaign.targets ?? [];
  return (
    <section className="panel pw-section" aria-labelledby="pw-targets">
      <div className="pw-section__head">
        <h3 id="pw-targets" className="panel__title">
          Zielpersonen
        </h3>
        <button type="button" className="button button--small" onClick={() => setPicking(true)}>
          Hinzufügen
        </button>
      </div>
      {targets.length === 0 ? (
        <p className="muted">Noch keine Zielpersonen.</p>
      ) : (
        <ul className="pw-people pw-people--stacked">
          {targets.map((t) => (
            <li key={t.id} className="pw-person">
              <span className="pw-person__name">{t.name}</span>
              <span className="pw-person__meta">{t.organizationName ?? "ohne Organisation"}</span>
              <span className="pw-person__actions">
                {t.reached ? <StatusBadge tone="success">erreicht</StatusBadge> : <StatusBadge tone="neutral">noch nicht erreicht</StatusBadge>}
                <button
                  type="button"
                  className="button button--small button--danger-outline"
                  onClick={() => remove.mutate(t.id)}
                  aria-label={`${t.name} als Zielperson entfernen`}
                >
                  Entfernen
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {picking ? (
        <ContactPickerDialog
          title="Zielperson hinzufügen"
          exclude={targets.map((t) => t.id)}
          pending={add.isPending}
          onPick={(c) => add.mutate(c.id, { onSuccess: () => setPicking(false) })}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </section>
  );
}
