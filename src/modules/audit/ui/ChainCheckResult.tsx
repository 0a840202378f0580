/** What "Prüfen" found: an intact chain, or the first broken entry with what is wrong with it. */
import { countOf, pluralOf } from "#shared/plural.ts";
import { formatGermanDateTime } from "#shared/dates.ts";
import type { ChainCheckView } from "../schema.ts";

const numbers = new Intl.NumberFormat("de-DE");

export function ChainCheckResult({ result, onShowEntry }: { result: ChainCheckView; onShowEntry: (seq: number) => void }) {
  if (result.ok) {
    return (
      <div className="notice notice--success" role="status">
        <p className="notice__title">Die Hash-Kette ist intakt.</p>
        <p>
          {countOf(result.checked, "Eintrag", "Einträge")} geprüft am {formatGermanDateTime(result.checkedAt)}
          {result.headSeq ? `, letzter Eintrag Nr. ${numbers.format(result.headSeq)}` : ""}
          {result.startsAfterSeq
            ? ` (ältere Einträge bis Nr. ${numbers.format(result.startsAfterSeq)} wurden nach Ablauf der Aufbewahrungsfrist gelöscht)`
            : ""}
          .
        </p>
        {result.headHash ? <p className="audit-hash">Letzter Hash: {result.headHash}</p> : null}
      </div>
    );
  }
  const broken = result.broken!;
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__title">Die Hash-Kette ist unterbrochen{broken.seq ? ` bei Eintrag Nr. ${numbers.format(broken.seq)}` : ""}.</p>
      <p>{broken.message}</p>
      <p>
        Bis dahin {pluralOf(result.checked, "wurde", "wurden")} {countOf(result.checked, "Eintrag", "Einträge")} erfolgreich geprüft. Sichern Sie den
        Datenbestand und erfassen Sie einen Sicherheitsvorfall.
      </p>
      {broken.seq ? (
        <button type="button" className="button" onClick={() => onShowEntry(broken.seq!)}>
          Eintrag Nr. {numbers.format(broken.seq)} anzeigen
        </button>
      ) : null}
    </div>
  );
}
