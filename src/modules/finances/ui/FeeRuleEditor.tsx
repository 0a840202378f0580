/** Edits one class's fee rule: a fixed yearly fee, or tiers by track length or employees. */
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { tierBases, tierBasisLabels } from "../schema.ts";

/** The rule as the form holds it: amounts as typed ("1.200,00"), bounds as typed ("10,5"). */
export type RuleDraft = { kind: "fixed" | "tiered"; basis: (typeof tierBases)[number]; fixed: string; tiers: Array<{ upTo: string; amount: string }> };

export function RuleEditor({
  id,
  legend,
  draft,
  onChange,
  errors,
}: {
  id: string;
  legend: string;
  draft: RuleDraft;
  onChange: (next: RuleDraft) => void;
  errors: string[];
}) {
  const setTier = (index: number, key: "upTo" | "amount", value: string) =>
    onChange({ ...draft, tiers: draft.tiers.map((tier, position) => (position === index ? { ...tier, [key]: value } : tier)) });
  return (
    <fieldset className="rule-editor">
      <legend>{legend}</legend>
      <SelectField
        id={`${id}-kind`}
        label="Beitragsart"
        options={[
          { value: "fixed", label: "Fester Jahresbeitrag" },
          { value: "tiered", label: "Gestaffelt" },
        ]}
        value={draft.kind}
        onChange={(event) => onChange({ ...draft, kind: event.target.value as RuleDraft["kind"] })}
      />
      {draft.kind === "fixed" ? (
        <TextField
          id={`${id}-fixed`}
          label="Jahresbeitrag in Euro"
          inputMode="decimal"
          value={draft.fixed}
          onChange={(event) => onChange({ ...draft, fixed: event.target.value })}
        />
      ) : (
        <>
          <SelectField
            id={`${id}-basis`}
            label="Staffel nach"
            options={tierBases.map((value) => ({ value, label: tierBasisLabels[value] }))}
            value={draft.basis}
            onChange={(event) => onChange({ ...draft, basis: event.target.value as RuleDraft["basis"] })}
          />
          <table className="tier-table">
            <caption className="visually-hidden">Staffeln {legend}</caption>
            <thead>
              <tr>
                <th scope="col">Bis einschließlich ({draft.basis === "track_km" ? "km" : "Beschäftigte"})</th>
                <th scope="col">Jahresbeitrag (€)</th>
                <th scope="col">
                  <span className="visually-hidden">Aktion</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.tiers.map((tier, index) => {
                const last = index === draft.tiers.length - 1;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a tier has no identity of its own but its position in the rule (controlled inputs)
                  <tr key={index}>
                    <td>
                      {last ? (
                        <span className="muted">ohne Obergrenze</span>
                      ) : (
                        <input
                          className="field__control"
                          aria-label={`Obergrenze Staffel ${index + 1}`}
                          inputMode="decimal"
                          value={tier.upTo}
                          onChange={(event) => setTier(index, "upTo", event.target.value)}
                        />
                      )}
                    </td>
                    <td>
                      <input
                        className="field__control"
                        aria-label={`Beitrag Staffel ${index + 1}`}
                        inputMode="decimal"
                        value={tier.amount}
                        onChange={(event) => setTier(index, "amount", event.target.value)}
                      />
                    </td>
                    <td>
                      {draft.tiers.length > 1 ? (
                        <button
                          type="button"
                          className="button button--small"
                          onClick={() => onChange({ ...draft, tiers: draft.tiers.filter((_, position) => position !== index) })}
                          aria-label={`Staffel ${index + 1} entfernen`}
                        >
                          Entfernen
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <button
            type="button"
            className="button button--small"
            onClick={() => onChange({ ...draft, tiers: [...draft.tiers.slice(0, -1), { upTo: "", amount: "" }, draft.tiers.at(-1)!] })}
          >
            Staffel hinzufügen
          </button>
        </>
      )}
      {errors.length > 0 ? (
        <ul className="field__error" role="alert">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
