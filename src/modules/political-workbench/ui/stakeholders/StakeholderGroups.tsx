/** Stakeholders grouped by institution (the list is sorted by institution, so groups follow one another). */
import { formatGermanDate } from "#shared/dates.ts";
import { INSTITUTION_KIND_LABELS, NO_INSTITUTION_LABEL, PARTY_LABELS } from "../../domain/labels.ts";
import type { StakeholderItem } from "../../schema/stakeholder.ts";
import { StanceBadge } from "../badges.tsx";

export function StakeholderGroups({ items, withStance, onEdit }: { items: StakeholderItem[]; withStance: boolean; onEdit: (item: StakeholderItem) => void }) {
  const groups: { institution: string; items: StakeholderItem[] }[] = [];
  for (const item of items) {
    const institution = item.institution ?? NO_INSTITUTION_LABEL;
    const last = groups.at(-1);
    if (last?.institution === institution) last.items.push(item);
    else groups.push({ institution, items: [item] });
  }
  return (
    <div className="pw-groups">
      {groups.map((group) => (
        <section key={group.items[0]!.contactId} className="panel pw-group" aria-label={group.institution}>
          <h3 className="pw-group__title">
            {group.institution} <span className="muted">· {INSTITUTION_KIND_LABELS[group.items[0]!.institutionKind]}</span>
          </h3>
          <ul className="pw-people">
            {group.items.map((s) => (
              <li key={s.contactId} className="pw-person">
                <span className="pw-person__name">
                  {s.name}
                  {s.party ? <span className={`pw-party pw-party--${s.party}`}>{PARTY_LABELS[s.party]}</span> : null}
                </span>
                <span className="pw-person__meta">{[s.jobFunction, s.committees.join(", ") || null].filter(Boolean).join(" · ")}</span>
                <span className="pw-person__meta">
                  Beziehung: {s.relationshipOwnerName ?? "niemand"} · letzter Kontakt:{" "}
                  {s.lastInteractionOn ? formatGermanDate(s.lastInteractionOn) : "noch keiner"}
                </span>
                <span className="pw-person__actions">
                  {withStance && s.stance ? <StanceBadge stance={s.stance} /> : null}
                  <button type="button" className="button button--small" onClick={() => onEdit(s)} aria-label={`${s.name} bearbeiten`}>
                    Bearbeiten
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
