/** The chair records a show of hands; the total may not exceed the votes present. */
import { useState } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import type { BallotView } from "../../schema/views.ts";
import { votesText } from "../../domain/ballots.ts";
import type { CloseBallotFields } from "../../schema/ballot.ts";
import { assemblyApi, useAssemblyCommand } from "../assembly-api.ts";

export function RecordCountsDialog({ ballot, assemblyId, present, onClose }: { ballot: BallotView; assemblyId: string; present: number; onClose: () => void }) {
  const [counts, setCounts] = useState<Record<string, string>>(Object.fromEntries([...ballot.options.map((o) => [o.key, "0"]), ["invalid", "0"]]));
  const close = useAssemblyCommand(
    assemblyId,
    (input: CloseBallotFields) => assemblyApi.closeBallot.call({ params: { id: ballot.id }, body: input }),
    "Ergebnis erfasst",
  );
  const numbers = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)]));
  const total = Object.values(numbers).reduce((s, n) => s + (Number.isFinite(n) ? n : 0), 0);
  const invalidInput = Object.values(numbers).some((n) => !Number.isInteger(n) || n < 0);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (invalidInput || total > present) return;
    const { invalid, ...votes } = numbers;
    close.mutate({ votes, invalid }, { onSuccess: onClose });
  };
  return (
    <Dialog open title="Ergebnis der offenen Abstimmung" description={ballot.title} onClose={onClose}>
      <form className="dialog-form" noValidate onSubmit={submit}>
        {[...ballot.options, { key: "invalid", label: "Ungültig" }].map((o) => (
          <TextField
            key={o.key}
            id={`count-${o.key}`}
            label={o.label}
            type="number"
            inputMode="numeric"
            min={0}
            value={counts[o.key] ?? "0"}
            onChange={(e) => setCounts((c) => ({ ...c, [o.key]: e.target.value }))}
          />
        ))}
        <p className={`notice${total > present || invalidInput ? " notice--error" : ""}`} aria-live="polite">
          {invalidInput ? "Bitte nur ganze Zahlen ab 0 eingeben." : `${votesText(total)} erfasst, ${votesText(present)} anwesend oder vertreten.`}
        </p>
        <FormDialogActions onCancel={onClose} submitLabel="Ergebnis feststellen" pending={close.isPending} />
      </form>
    </Dialog>
  );
}
