/** The map's overview: how many people per institution and per party (the numbers, no chart needed). */
import { countOf } from "#shared/plural.ts";
import type { UseQueryResult } from "@tanstack/react-query";
import { PARTY_LABELS, NO_PARTY_LABEL } from "../../domain/labels.ts";
import type { StakeholderFacets } from "../../schema/stakeholder.ts";

export function StakeholderOverview({ facets, onInstitution }: { facets: UseQueryResult<StakeholderFacets>; onInstitution: (name: string) => void }) {
  if (!facets.data) return null;
  const { institutions, parties, total } = facets.data;
  if (total === 0) return null;
  const max = Math.max(...parties.map((p) => p.count), 1);
  return (
    <div className="pw-overview">
      <section className="panel pw-section" aria-labelledby="pw-map-institutions">
        <h3 id="pw-map-institutions" className="panel__title">
          {countOf(total, "Person", "Personen")} in {countOf(institutions.length, "Institution", "Institutionen")}
        </h3>
        <ul className="pw-institutions">
          {institutions.slice(0, 12).map((i) => (
            <li key={i.name}>
              <button type="button" className="pw-institution" onClick={() => onInstitution(i.name === "ohne Organisation" ? "" : i.name)}>
                <span className="pw-institution__count">{i.count}</span>
                <span className="pw-institution__name">{i.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className="panel pw-section" aria-labelledby="pw-map-parties">
        <h3 id="pw-map-parties" className="panel__title">
          Nach Partei
        </h3>
        <ul className="pw-bars">
          {parties.map((p) => (
            <li key={p.party ?? "none"}>
              <span className="pw-bars__label">{p.party ? PARTY_LABELS[p.party] : NO_PARTY_LABEL}</span>
              <span className={`pw-bars__bar pw-party--${p.party ?? "none"}`} style={{ inlineSize: `${(p.count / max) * 100}%` }} aria-hidden="true" />
              <span className="pw-bars__value">{p.count}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
