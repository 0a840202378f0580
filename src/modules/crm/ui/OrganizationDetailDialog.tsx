/** One organisation: its people in the CRM and the history of talks with it and them. */
import type { CrmOrganization } from "../schema/organization.ts";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { useContacts } from "./crm-api.ts";
import { kindLabel, personName } from "./crm-labels.ts";
import { InteractionHistory } from "./InteractionHistory.tsx";

export function OrganizationDetailDialog({
  organization,
  onClose,
  onEdit,
}: {
  organization: CrmOrganization | null;
  onClose: () => void;
  onEdit: (o: CrmOrganization) => void;
}) {
  const people = useContacts({ page: 1, organizationId: organization?.id }, Boolean(organization));
  return (
    <Dialog
      open={Boolean(organization)}
      wide
      title={organization?.name ?? "Organisation"}
      description={organization ? kindLabel(organization.kind) : undefined}
      onClose={onClose}
    >
      {organization ? (
        <>
          <dl className="detail-list">
            <dt>Anschrift</dt>
            <dd>{[organization.street, [organization.postalCode, organization.city].filter(Boolean).join(" ")].filter(Boolean).join(", ") || "–"}</dd>
            <dt>Kontakt</dt>
            <dd>{[organization.email, organization.phone, organization.website].filter(Boolean).join(" · ") || "–"}</dd>
            <dt>Schlagwörter</dt>
            <dd>{organization.tags.length ? organization.tags.join(", ") : "–"}</dd>
            <dt>Personen</dt>
            <dd>{people.data?.items.length ? people.data.items.map(personName).join(", ") : "Noch keine Kontakte bei dieser Organisation."}</dd>
          </dl>
          <div className="button-row">
            <button type="button" className="button" onClick={() => onEdit(organization)}>
              Organisation bearbeiten
            </button>
          </div>
          <InteractionHistory target={{ organizationId: organization.id, organizationName: organization.name }} />
        </>
      ) : null}
    </Dialog>
  );
}
