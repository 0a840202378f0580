/** One contact: master data, follow-up, and the interaction history with the form to add to it. */
import { useState } from "react";
import type { CrmContact } from "../schema/contact.ts";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { useDeleteContact } from "./crm-mutations.ts";
import { formatGermanDate } from "#shared/dates.ts";
import { kindLabel, personName } from "./crm-labels.ts";
import { InteractionHistory } from "./InteractionHistory.tsx";

export function ContactDetailDialog({ contact, onClose, onEdit }: { contact: CrmContact | null; onClose: () => void; onEdit: (contact: CrmContact) => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteContact();
  return (
    <Dialog open={Boolean(contact)} wide title={contact ? personName(contact) : "Kontakt"} onClose={onClose}>
      {contact ? (
        <>
          <dl className="detail-list">
            <dt>Funktion</dt>
            <dd>{contact.jobFunction || "–"}</dd>
            <dt>Organisation</dt>
            <dd>{contact.organizationName ? `${contact.organizationName} (${kindLabel(contact.organizationKind)})` : "–"}</dd>
            <dt>E-Mail</dt>
            <dd>{contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : "–"}</dd>
            <dt>Telefon</dt>
            <dd>{contact.phone ? <a href={`tel:${contact.phone.replace(/\s/g, "")}`}>{contact.phone}</a> : "–"}</dd>
            <dt>Schlagwörter</dt>
            <dd>{contact.tags.length ? contact.tags.join(", ") : "–"}</dd>
            <dt>Wiedervorlage</dt>
            <dd>{formatGermanDate(contact.followUpAt)}</dd>
            {contact.notes ? (
              <>
                <dt>Notizen</dt>
                <dd className="detail-list__notes">{contact.notes}</dd>
              </>
            ) : null}
          </dl>
          <div className="button-row">
            <button type="button" className="button" onClick={() => onEdit(contact)}>
              Kontakt bearbeiten
            </button>
            <button type="button" className="button button--danger-outline" onClick={() => setConfirming(true)}>
              Kontakt löschen
            </button>
          </div>
          <ConfirmDialog
            open={confirming}
            title="Kontakt löschen?"
            text={`${personName(contact)} und der gesamte Gesprächsverlauf mit dieser Person werden gelöscht. Das lässt sich nicht rückgängig machen.`}
            confirmLabel="Endgültig löschen"
            danger
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              remove.mutate(contact);
              setConfirming(false);
              onClose();
            }}
          />
          <InteractionHistory
            target={{
              contactId: contact.id,
              contactName: personName(contact),
              organizationId: contact.organizationId ?? undefined,
              organizationName: contact.organizationName,
            }}
          />
        </>
      ) : null}
    </Dialog>
  );
}
