/** Prepares a yes/no/abstain ballot, optionally on a motion; the majority follows from the subject. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { BALLOT_MODES, BALLOT_MODE_LABELS } from "../../domain/ballots.ts";
import { ruleTextFor } from "../../domain/majority.ts";
import { MOTION_BALLOT_SUBJECTS, type MotionBallotFields, motionBallotSchema } from "../../schema/ballot.ts";
import type { AssemblyDetail } from "../../schema/views.ts";
import { assemblyApi, useAssemblyCommand } from "../assembly-api.ts";

const SUBJECT_LABELS: Record<(typeof MOTION_BALLOT_SUBJECTS)[number], string> = {
  general: "Beschluss (einfache Mehrheit)",
  board_decision_change: "Änderung eines Vorstandsbeschlusses",
  statute_change: "Satzungsänderung (drei Viertel)",
  dissolution: "Auflösung des Verbandes (drei Viertel)",
  procedural: "Verfahrensfrage, z. B. Beratung eines verspäteten Antrags",
};

/** "Kein Antrag" / "Ohne Zuordnung" (the empty option) is no reference at all. */
const noneIsNull = (value: string | null) => value || null;

export function CreateBallotDialog({ open, detail, onClose }: { open: boolean; detail: AssemblyDetail; onClose: () => void }) {
  const id = detail.assembly.id;
  const form = useForm({
    resolver: zodResolver(motionBallotSchema),
    defaultValues: { title: "", subject: "general", mode: "open", motionId: null, agendaItemId: null },
  });
  const errors = form.formState.errors;
  const create = useAssemblyCommand(
    id,
    (input: MotionBallotFields) => assemblyApi.createMotionBallot.call({ params: { id }, body: input }),
    "Abstimmung vorbereitet",
  );
  const subject = form.watch("subject");
  const submit = form.handleSubmit((value) =>
    create.mutate(value, {
      onSuccess: () => {
        form.reset();
        onClose();
      },
    }),
  );
  const motions = detail.motions.filter((m) => m.status === "admitted" || (subject === "procedural" && m.late));
  return (
    <Dialog open={open} title="Abstimmung vorbereiten" onClose={onClose} wide>
      <form className="dialog-form" noValidate onSubmit={submit}>
        <TextField
          id="ballot-title"
          label="Frage"
          required
          error={errors.title?.message}
          {...form.register("title")}
          placeholder="Entlastung des Vorstands für 2026"
        />
        <SelectField
          id="ballot-subject"
          label="Gegenstand"
          required
          options={MOTION_BALLOT_SUBJECTS.map((s) => ({ value: s, label: SUBJECT_LABELS[s] }))}
          error={errors.subject?.message}
          {...form.register("subject")}
          hint={subject === "procedural" ? "Einfache Mehrheit (§ 7 Abs. 2 Satzung)" : ruleTextFor(subject)}
        />
        <SelectField
          id="ballot-mode"
          label="Form"
          required
          options={BALLOT_MODES.map((m) => ({ value: m, label: BALLOT_MODE_LABELS[m] }))}
          error={errors.mode?.message}
          {...form.register("mode")}
        />
        <SelectField
          id="ballot-motion"
          label="Antrag (optional)"
          placeholder="Kein Antrag"
          options={motions.map((m) => ({ value: m.id, label: `${m.title} (${m.filedBy})` }))}
          error={errors.motionId?.message}
          {...form.register("motionId", { setValueAs: noneIsNull })}
        />
        <SelectField
          id="ballot-item"
          label="Tagesordnungspunkt"
          placeholder="Ohne Zuordnung"
          options={detail.agenda.map((a) => ({ value: a.id, label: `TOP ${a.position}: ${a.title}` }))}
          error={errors.agendaItemId?.message}
          {...form.register("agendaItemId", { setValueAs: noneIsNull })}
        />
        <FormDialogActions onCancel={onClose} submitLabel="Vorbereiten" pending={create.isPending} />
      </form>
    </Dialog>
  );
}
