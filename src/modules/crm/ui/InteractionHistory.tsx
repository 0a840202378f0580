/** The interaction history of a contact or an organisation, newest first, with the form to add to it. */
import { crmApi, interactionsInput, useInteractions } from "./crm-api.ts";
import { formatGermanDate } from "#shared/dates.ts";
import { INTERACTION_KIND_LABELS } from "./crm-labels.ts";
import { InteractionForm, type InteractionTarget } from "./InteractionForm.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";

export function InteractionHistory({ target }: { target: InteractionTarget }) {
  const key = { contactId: target.contactId, organizationId: target.contactId ? undefined : target.organizationId };
  const history = useInteractions(key);
  const items = history.data?.items ?? [];
  return (
    <section className="interaction-history" aria-labelledby="history-title">
      <h3 id="history-title" className="crm-subtitle">
        Verlauf
      </h3>
      <InteractionForm target={target} historyKey={crmApi.listInteractions.key(interactionsInput(key))} />
      {history.isPending ? <Spinner label="Verlauf wird geladen …" /> : null}
      {history.isError ? <QueryError error={history.error} onRetry={() => void history.refetch()} /> : null}
      {history.data && !items.length ? <p className="muted">Noch keine Einträge. Halten Sie das erste Gespräch, Telefonat oder Schreiben oben fest.</p> : null}
      <ol className="interaction-list">
        {items.map((item) => (
          <li key={item.id} className={item.id.startsWith("vorschau-") ? "interaction interaction--pending" : "interaction"}>
            <p className="interaction__meta">
              <strong>{INTERACTION_KIND_LABELS[item.kind]}</strong> am {formatGermanDate(item.occurredOn)}
              {item.userName ? ` · ${item.userName}` : ""}
              {item.contactName && !target.contactId ? ` · mit ${item.contactName}` : ""}
              {item.id.startsWith("vorschau-") ? " · wird gespeichert …" : ""}
            </p>
            <p className="interaction__summary">{item.summary}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
