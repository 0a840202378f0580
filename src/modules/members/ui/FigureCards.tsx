/** The register in figures: current members, per class, total track length (the live "5.000 km"), per federal state. */
import { countOf } from "#shared/plural.ts";
import { MEMBERSHIP_CLASS_NOUNS, MEMBERSHIP_CLASSES } from "../schema/labels.ts";
import type { MemberFigures } from "./members-api.ts";

const number = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });

export function FigureCards({ figures }: { figures: MemberFigures }) {
  const perClass = new Map(figures.byClass.map((c) => [c.membershipClass, c.members]));
  return (
    <section className="figure-cards" aria-label="Kennzahlen des Mitgliederbestands">
      <div className="figure-card">
        <p className="figure-card__label">Aktuelle Mitglieder</p>
        <p className="figure-card__value">{number.format(figures.currentMembers)}</p>
        <ul className="figure-card__list">
          {MEMBERSHIP_CLASSES.map((c) => (
            <li key={c}>{countOf(perClass.get(c) ?? 0, ...MEMBERSHIP_CLASS_NOUNS[c])}</li>
          ))}
        </ul>
      </div>
      <div className="figure-card">
        <p className="figure-card__label">Streckenlänge der Mitglieder</p>
        <p className="figure-card__value">{number.format(figures.totalTrackLengthKm)} km</p>
        <p className="figure-card__note">Summe der gemeldeten Gleiskilometer aller aktuellen Mitglieder</p>
      </div>
      <div className="figure-card">
        <p className="figure-card__label">Mitglieder nach Bundesland</p>
        {figures.byState.length ? (
          <ul className="figure-card__list">
            {figures.byState.map((s) => (
              <li key={s.state ?? "ohne"}>
                {s.state ?? "ohne Angabe"}: {number.format(s.members)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="figure-card__note">Noch keine Mitglieder</p>
        )}
      </div>
    </section>
  );
}
