/** Prepares an election for one seat with its candidates; eligibility is checked by the server. */
import { useState } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { BALLOT_MODE_LABELS } from "../../domain/ballots.ts";
import { OFFICES, OFFICE_LABELS, OFFICE_SEATS, type Office } from "../../domain/elections.ts";
import { type ElectionBallotFields, electionBallotSchema } from "../../schema/ballot.ts";
import type { AssemblyDetail } from "../../schema/views.ts";
import { assemblyApi, useAssemblyCommand } from "../assembly-api.ts";

interface CandidateRow {
  name: string;
  userId: string | null;
  organizationId: string | null;
}

export function CreateElectionDialog({ open, detail, onClose }: { open: boolean; detail: AssemblyDetail; onClose: () => void }) {
  const id = detail.assembly.id;
  const [office, setOffice] = useState<Office>("president");
  const [seat, setSeat] = useState(1);
  const [mode, setMode] = useState<"open" | "named" | "secret">("open");
  const [candidates, setCandidates] = useState<CandidateRow[]>([{ name: "", userId: null, organizationId: null }]);
  const [error, setError] = useState<string | null>(null);
  const create = useAssemblyCommand(
    id,
    (input: ElectionBallotFields) => assemblyApi.createElectionBallot.call({ params: { id }, body: input }),
    "Wahl vorbereitet",
  );
  const people = detail.attendance;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = electionBallotSchema.safeParse({ office, seat, mode, agendaItemId: null, candidates: candidates.filter((c) => c.name.trim()) });
    if (!parsed.success) {
      setError(parsed.error.issues.map((i) => i.message).join(", "));
      return;
    }
    setError(null);
    create.mutate(parsed.data, { onSuccess: onClose, onError: (e) => setError(errorMessage(e)) });
  };
  const setCandidate = (index: number, patch: Partial<CandidateRow>) =>
    setCandidates((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <Dialog
      open={open}
      title="Wahl vorbereiten"
      description="Eine Wahl je Sitz. Wahlen sind offen, sofern nicht ein stimmberechtigtes Mitglied geheime Wahl verlangt (§ 7 Abs. 5 Satzung)."
      onClose={onClose}
      wide
    >
      <form className="dialog-form" noValidate onSubmit={submit}>
        {error ? (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="form-row">
          <SelectField
            id="election-office"
            label="Amt"
            required
            options={OFFICES.map((o) => ({ value: o, label: OFFICE_LABELS[o] }))}
            value={office}
            onChange={(e) => {
              setOffice(e.target.value as Office);
              setSeat(1);
            }}
          />
          {OFFICE_SEATS[office] > 1 ? (
            <SelectField
              id="election-seat"
              label="Sitz"
              required
              options={[1, 2].map((s) => ({ value: String(s), label: `Sitz ${s}` }))}
              value={String(seat)}
              onChange={(e) => setSeat(Number(e.target.value))}
            />
          ) : null}
          <SelectField
            id="election-mode"
            label="Form"
            required
            options={(["open", "named", "secret"] as const).map((m) => ({ value: m, label: BALLOT_MODE_LABELS[m] }))}
            value={mode}
            onChange={(e) => setMode(e.target.value as typeof mode)}
          />
        </div>
        <fieldset className="fieldset">
          <legend>Kandidaturen</legend>
          {candidates.map((c, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a candidate row has no id before it is saved; rows are controlled by position and never reordered
            <div className="form-row" key={index}>
              <SelectField
                id={`candidate-person-${index}`}
                label={`Person ${index + 1} aus der Anwesenheitsliste`}
                placeholder="Freie Eingabe"
                options={people.map((p) => ({ value: p.userId, label: `${p.name}${p.organizationName ? ` (${p.organizationName})` : ""}` }))}
                value={c.userId ?? ""}
                onChange={(e) => {
                  const person = people.find((p) => p.userId === e.target.value);
                  setCandidate(
                    index,
                    person ? { userId: person.userId, organizationId: person.organizationId, name: person.name } : { userId: null, organizationId: null },
                  );
                }}
              />
              <TextField id={`candidate-name-${index}`} label="Name" value={c.name} onChange={(e) => setCandidate(index, { name: e.target.value })} />
            </div>
          ))}
          <button
            type="button"
            className="button button--small"
            onClick={() => setCandidates((rows) => [...rows, { name: "", userId: null, organizationId: null }])}
          >
            Weitere Kandidatur
          </button>
        </fieldset>
        <FormDialogActions onCancel={onClose} submitLabel="Wahl vorbereiten" pending={create.isPending} />
      </form>
    </Dialog>
  );
}
