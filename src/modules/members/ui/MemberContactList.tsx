/**
 * The contact people in the member detail, each with edit and remove, and the button to add one.
 * The buttons' accessible names start with their visible text and add the person's name, so a
 * screen reader user tabbing through the list hears whom a button acts on.
 */
import { contactName, type MemberContact } from "../schema/contact.ts";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";

export interface MemberContactListProps {
  contacts: MemberContact[];
  onAdd: () => void;
  onEdit: (contact: MemberContact) => void;
  onRemove: (contact: MemberContact) => void;
}

export function MemberContactList({ contacts, onAdd, onEdit, onRemove }: MemberContactListProps) {
  const addButton = (
    <button type="button" className="button button--outline button--small" onClick={onAdd}>
      Ansprechperson hinzufügen
    </button>
  );
  if (!contacts.length) {
    return (
      <EmptyState
        title="Keine Ansprechperson erfasst"
        text="Fügen Sie mindestens die vertretungsberechtigte Person hinzu, damit der Verband weiß, wen er in diesem Unternehmen ansprechen kann."
        action={addButton}
      />
    );
  }
  return (
    <>
      <ul className="member-contacts">
        {contacts.map((c) => {
          const name = contactName(c);
          return (
            <li key={c.id} className="member-contacts__item">
              <div className="member-contacts__person">
                <p className="member-contacts__name">
                  <strong>{name}</strong>
                  {c.isRepresentative ? (
                    <>
                      {" "}
                      <StatusBadge tone="info">vertretungsberechtigt</StatusBadge>
                    </>
                  ) : null}
                </p>
                {c.jobFunction ? <p className="member-contacts__line">{c.jobFunction}</p> : null}
                {c.email || c.phone ? (
                  <p className="member-contacts__line">
                    {c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : null}
                    {c.email && c.phone ? " · " : null}
                    {c.phone ? <a href={`tel:${c.phone.replace(/[^+\d]/g, "")}`}>{c.phone}</a> : null}
                  </p>
                ) : null}
              </div>
              <div className="member-contacts__actions">
                <button type="button" className="button button--outline button--small" aria-label={`Bearbeiten: ${name}`} onClick={() => onEdit(c)}>
                  Bearbeiten
                </button>
                <button type="button" className="button button--danger-outline button--small" aria-label={`Entfernen: ${name}`} onClick={() => onRemove(c)}>
                  Entfernen
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="member-contacts__add">{addButton}</div>
    </>
  );
}
