/** One member: organisation, membership with its dates, contact people and linked accounts; edit, end, manage contact people. */
import { useState } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { MEMBERSHIP_CLASS_LABELS } from "../schema/labels.ts";
import { infrastructureText } from "#shared/membership.ts";
import { formatGermanDate, formatGermanDateTime } from "#shared/dates.ts";
import { EndMembershipDialog, type EndKind } from "./EndMembershipDialog.tsx";
import { MemberFormDialog } from "./MemberFormDialog.tsx";
import { statusText } from "./MemberTable.tsx";
import { useMember, type MemberDetail } from "./members-api.ts";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import { contactName, type MemberContact } from "../schema/contact.ts";
import { MemberContactDialog } from "./MemberContactDialog.tsx";
import { MemberContactList } from "./MemberContactList.tsx";
import { useRemoveMemberContact } from "./member-contacts-api.ts";

function facts(d: MemberDetail): [string, string | null][] {
  const { organization: o, membership: m } = d;
  return [
    ["Mitgliedsart", MEMBERSHIP_CLASS_LABELS[m.membershipClass]],
    ["Status", statusText(m)],
    ["Eintritt", formatGermanDate(m.entryDate)],
    ["Kündigung eingegangen", m.resignationReceivedAt ? formatGermanDate(m.resignationReceivedAt) : null],
    ["Ausschluss beschlossen", m.exclusionDecidedAt ? `${formatGermanDate(m.exclusionDecidedAt)}: ${m.exclusionReason}` : null],
    ["Rechtsform", o.legalForm],
    ["Anschrift", [o.street, [o.postalCode, o.city].filter(Boolean).join(" ")].filter(Boolean).join(", ") || null],
    ["Bundesland", o.state],
    ["E-Mail", o.email],
    ["Telefon", o.phone],
    ["Website", o.website],
    ["Infrastrukturarten", infrastructureText(m.infrastructureTypes) || null],
    ["Streckenlänge", m.trackLengthKm === null ? null : `${Number(m.trackLengthKm).toLocaleString("de-DE")} km`],
    ["Anzahl Mitarbeiter", m.employeeCount === null ? null : String(m.employeeCount)],
  ];
}

export function MemberDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useMember(id);
  const [editing, setEditing] = useState(false);
  const [ending, setEnding] = useState<EndKind | null>(null);
  // { contact: null } adds a person, { contact } edits one.
  const [contactForm, setContactForm] = useState<{ contact: MemberContact | null } | null>(null);
  const [removing, setRemoving] = useState<MemberContact | null>(null);
  const remove = useRemoveMemberContact();
  const d = query.data;
  const childOpen = editing || ending !== null || contactForm !== null || removing !== null;
  // The edit, end and contact dialogs replace the detail dialog (one modal at a time), so they are its siblings.
  return (
    <>
      <Dialog open={id !== null && !childOpen} title={d?.organization.name ?? "Mitglied"} onClose={onClose} wide>
        {query.isPending ? <Spinner label="Mitglied wird geladen …" /> : null}
        {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
        {d ? (
          <>
            <dl className="member-facts">
              {facts(d)
                .filter(([, v]) => v)
                .map(([label, value]) => (
                  <div key={label} className="member-facts__row">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
            <h3 className="section-title">Ansprechpersonen</h3>
            <MemberContactList
              contacts={d.contacts}
              onAdd={() => setContactForm({ contact: null })}
              onEdit={(contact) => setContactForm({ contact })}
              onRemove={setRemoving}
            />
            {d.officeTerms.length > 0 ? (
              <>
                <h3 className="section-title">Ämter im Verband</h3>
                <ul className="member-plain-list">
                  {d.officeTerms.map((t) => (
                    <li key={t.id}>
                      {t.personName}: {t.officeLabel} · {t.termText}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <h3 className="section-title">Benutzerkonten</h3>
            {d.accounts.length ? (
              <ul className="member-plain-list">
                {d.accounts.map((a) => (
                  <li key={a.id}>
                    {[a.firstName, a.lastName].filter(Boolean).join(" ") || a.email} · {a.email} ·{" "}
                    {a.deactivatedAt
                      ? "deaktiviert"
                      : a.invitationPending
                        ? "Einladung noch nicht angenommen"
                        : a.lastSignInAt
                          ? `zuletzt angemeldet ${formatGermanDateTime(a.lastSignInAt)}`
                          : "noch nie angemeldet"}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">Kein Benutzerkonto verknüpft. Laden Sie die vertretungsberechtigte Person in der Benutzerverwaltung ein.</p>
            )}
            <div className="dialog__actions">
              <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
                Bearbeiten
              </button>
              {d.membership.status === "active" ? (
                <>
                  <button type="button" className="button button--outline" onClick={() => setEnding("resignation")}>
                    Austritt erfassen
                  </button>
                  <button type="button" className="button button--danger-outline" onClick={() => setEnding("exclusion")}>
                    Ausschluss erfassen
                  </button>
                </>
              ) : null}
            </div>
          </>
        ) : null}
      </Dialog>
      {d && editing ? <MemberFormDialog open member={d} onClose={() => setEditing(false)} /> : null}
      {d && ending ? <EndMembershipDialog kind={ending} member={d} onClose={() => setEnding(null)} /> : null}
      {d && contactForm ? <MemberContactDialog member={d} contact={contactForm.contact} onClose={() => setContactForm(null)} /> : null}
      {d && removing ? (
        <ConfirmDialog
          open
          danger
          title="Ansprechperson entfernen?"
          text={`${contactName(removing)} wird aus den Ansprechpersonen von ${d.organization.name} entfernt und damit auch aus dem CRM gelöscht.`}
          confirmLabel="Entfernen"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            remove.mutate({ membershipId: d.membership.id, contact: removing });
            setRemoving(null);
          }}
        />
      ) : null}
    </>
  );
}
