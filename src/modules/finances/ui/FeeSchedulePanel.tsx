/** The fee schedule (Beitragsordnung) per fiscal year: rules per class, tax treatment, payment term. */
import { yearsSinceFounding } from "#shared/association.ts";
import { useEffect, useState, type FormEvent } from "react";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { feeScheduleInputSchema, type FeeScheduleInput } from "../schema.ts";
import { taxTreatmentLabels } from "../domain/tax-treatment.ts";
import { financesApi, useFeeSchedules, useFinanceMutation } from "./finance-api.ts";
import { RuleEditor } from "./FeeRuleEditor.tsx";
import { draftOf, inputOf, type ScheduleDraft } from "./fee-schedule-draft.ts";
import { currentYear } from "./labels.ts";

export function FeeSchedulePanel() {
  const schedules = useFeeSchedules();
  const [year, setYear] = useState(currentYear());
  const stored = schedules.data?.items.find((schedule) => schedule.fiscalYear === year) ?? null;
  // The latest earlier year's schedule is offered as the start of a year that has none yet.
  const previous = stored
    ? null
    : (schedules.data?.items.filter((schedule) => schedule.fiscalYear < year).sort((a, b) => b.fiscalYear - a.fiscalYear)[0] ?? null);
  const [copiedFrom, setCopiedFrom] = useState<number | null>(null);
  const [draft, setDraft] = useState<ScheduleDraft>(() => draftOf(null));
  const [issues, setIssues] = useState<Array<{ path: string; message: string }>>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another year without a schedule (stored stays null) must reset the form too
  useEffect(() => {
    setDraft(draftOf(stored));
    setIssues([]);
    setCopiedFrom(null);
  }, [stored, year]);
  const save = useFinanceMutation((body: FeeScheduleInput) => financesApi.saveFeeSchedule.call({ params: { year }, body }), {
    success: () => `Beitragsordnung ${year} gespeichert`,
    failure: "Beitragsordnung nicht gespeichert",
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = feeScheduleInputSchema.safeParse(inputOf(draft, stored?.version ?? null));
    if (!parsed.success) {
      setIssues(
        parsed.error.issues.map((issue) => ({
          path: issue.path.join("."),
          message:
            issue.message === "Betrag darf nicht negativ sein"
              ? "Betrag als Euro-Betrag angeben, z. B. 1.200,00"
              : issue.message === "Grenze darf nicht negativ sein"
                ? "Obergrenze als Zahl angeben"
                : issue.message,
        })),
      );
      return;
    }
    setIssues([]);
    save.mutate(parsed.data);
  };
  const errorsFor = (prefix: string) => [...new Set(issues.filter((issue) => issue.path.startsWith(prefix)).map((issue) => issue.message))];
  const years = yearsSinceFounding(currentYear() + 1, currentYear() - 1);

  if (schedules.isPending) return <Spinner label="Beitragsordnungen werden geladen …" />;
  if (schedules.isError) return <QueryError error={schedules.error} onRetry={() => void schedules.refetch()} />;
  return (
    <form className="schedule-form" onSubmit={submit} noValidate>
      <div className="filter-bar">
        <SelectField
          id="schedule-year"
          label="Geschäftsjahr"
          options={years.map((value) => ({ value: String(value), label: String(value) }))}
          value={String(year)}
          onChange={(event) => setYear(Number(event.target.value))}
        />
        <p className="muted schedule-form__state" role="status">
          {stored
            ? `Gespeichert (Version ${stored.version})`
            : copiedFrom
              ? `Entwurf nach der Beitragsordnung ${copiedFrom} – noch nicht gespeichert.`
              : `Für ${year} ist noch keine Beitragsordnung hinterlegt.`}
        </p>
      </div>
      {previous && copiedFrom === null ? (
        <div className="notice notice--info schedule-form__offer">
          <p>
            Die Beitragsordnung {previous.fiscalYear} kann als Ausgangspunkt für {year} dienen: Beiträge, Staffeln, Umsatzsteuer und Zahlungsziel werden
            übernommen und können vor dem Speichern geändert werden.
          </p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setDraft(draftOf(previous));
              setIssues([]);
              setCopiedFrom(previous.fiscalYear);
            }}
          >
            Beitragsordnung {previous.fiscalYear} übernehmen
          </button>
        </div>
      ) : null}
      <p className="muted">
        Ehrenmitglieder zahlen nach der Satzung keinen Beitrag. Im Eintrittsjahr wird anteilig ab dem Eintrittsmonat berechnet; im Jahr des Austritts ist der
        volle Beitrag fällig.
      </p>
      <div className="schedule-form__rules">
        <RuleEditor
          id="rule-ordinary"
          legend="Ordentliche Mitglieder"
          draft={draft.ordinary}
          onChange={(ordinary) => setDraft({ ...draft, ordinary })}
          errors={errorsFor("rules.ordinary")}
        />
        <RuleEditor
          id="rule-supporting"
          legend="Fördermitglieder"
          draft={draft.supporting}
          onChange={(supporting) => setDraft({ ...draft, supporting })}
          errors={errorsFor("rules.supporting")}
        />
      </div>
      <fieldset className="rule-editor">
        <legend>Umsatzsteuer und Zahlungsziel</legend>
        <SelectField
          id="schedule-tax"
          label="Steuerliche Behandlung"
          options={(Object.keys(taxTreatmentLabels) as Array<keyof typeof taxTreatmentLabels>).map((value) => ({ value, label: taxTreatmentLabels[value] }))}
          value={draft.tax}
          onChange={(event) => setDraft({ ...draft, tax: event.target.value as ScheduleDraft["tax"] })}
        />
        {draft.tax === "exempt" ? (
          <TextField
            id="schedule-legal-basis"
            label="Rechtsgrundlage der Befreiung"
            value={draft.legalBasis}
            onChange={(event) => setDraft({ ...draft, legalBasis: event.target.value })}
            error={errorsFor("taxTreatment")[0]}
          />
        ) : null}
        {draft.tax === "taxable" ? (
          <SelectField
            id="schedule-rate"
            label="Steuersatz"
            options={[
              { value: "1900", label: "19 %" },
              { value: "700", label: "7 %" },
            ]}
            value={draft.rate}
            onChange={(event) => setDraft({ ...draft, rate: event.target.value as ScheduleDraft["rate"] })}
          />
        ) : null}
        <TextField
          id="schedule-term"
          label="Zahlungsziel in Tagen"
          inputMode="numeric"
          value={draft.paymentTermDays}
          onChange={(event) => setDraft({ ...draft, paymentTermDays: event.target.value })}
          error={errorsFor("paymentTermDays")[0]}
        />
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? "Wird gespeichert …" : "Beitragsordnung speichern"}
        </button>
      </div>
    </form>
  );
}
