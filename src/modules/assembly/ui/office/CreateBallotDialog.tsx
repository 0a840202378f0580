/** Prepares a yes/no/abstain ballot, optionally on a motion; the majority follows from the subject. */
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { BALLOT_MODES, BALLOT_MODE_LABELS } from "../../domain/ballots.ts";
import { ruleTextFor } from "../../domain/majority.ts";
import { MOTION_BALLOT_SUBJECTS, type MotionBallotFields, motionBallotSchema } from "../../schema/ballot.ts";
import type { AssemblyDetail } from "../../schema/views.ts";
import { useSchemaForm } from "../use-schema-form.ts";
import { assemblyApi, useAssemblyCommand } from "../assembly-api.ts";

const SUBJECT_LABELS: Record<(typeof MOTION_BALLOT_SUBJECTS)[number], string> = {
  general: "Beschluss (einfache Mehrheit)",
  board_decision_change: "Änderung eines Vorstandsbeschlusses",
  statute_change: "Satzungsänderung (drei Viertel)",
  dissolution: "Auflösung des Verbandes (drei Viertel)",
  procedural: "Verfahrensfrage, z. B. Beratung eines verspäteten Antrags",
};

export function CreateBallotDialog({ open, detail, onClose }: { open: boolean; detail: AssemblyDetail; onClose: () => void }) {
  const id = detail.assembly.id;
  const form = useSchemaForm(motionBallotSchema, { title: "", subject: "general", mode: "open", motionId: "", agendaItemId: "" });
  const create = useAssemblyCommand(
    id,
    (input: MotionBallotFields) => assemblyApi.createMotionBallot.call({ params: { id }, body: input }),
    "Abstimmung vorbereitet",
  );
  const subject = form.text("subject") as (typeof MOTION_BALLOT_SUBJECTS)[number];
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = form.validate({ motionId: form.text("motionId") || null, agendaItemId: form.text("agendaItemId") || null });
    if (value)
      create.mutate(value, {
        onSuccess: () => {
          form.reset();
          onClose();
        },
      });
  };
  const motions = detail.motions.filter((m) => m.status === "admitted" || (subject === "procedural" && m.late));
  return (
    <Dialog open={open} title="Abstimmung vorbereiten" onClose={onClose} wide>
      <form className="dialog-form" noValidate onSubmit={submit}>
        <TextField
          id="ballot-title"
          label="Frage"
          required
          value={form.text("title")}
          onChange={(e) => form.set("title", e.target.value)}
          error={form.errors.title}
          placeholder="Entlastung des Vorstands für 2026"
        />
        <SelectField
          id="ballot-subject"
          label="Gegenstand"
          required
          options={MOTION_BALLOT_SUBJECTS.map((s) => ({ value: s, label: SUBJECT_LABELS[s] }))}
          value={subject}
          onChange={(e) => form.set("subject", e.target.value)}
          error={form.errors.subject}
          hint={subject === "procedural" ? "Einfache Mehrheit (§ 7 Abs. 2 Satzung)" : ruleTextFor(subject)}
        />
        <SelectField
          id="ballot-mode"
          label="Form"
          required
          options={BALLOT_MODES.map((m) => ({ value: m, label: BALLOT_MODE_LABELS[m] }))}
          value={form.text("mode")}
          onChange={(e) => form.set("mode", e.target.value)}
          error={form.errors.mode}
        />
        <SelectField
          id="ballot-motion"
          label="Antrag (optional)"
          placeholder="Kein Antrag"
          options={motions.map((m) => ({ value: m.id, label: `${m.title} (${m.filedBy})` }))}
          value={form.text("motionId")}
          onChange={(e) => form.set("motionId", e.target.value)}
          error={form.errors.motionId}
        />
        <SelectField
          id="ballot-item"
          label="Tagesordnungspunkt"
          placeholder="Ohne Zuordnung"
          options={detail.agenda.map((a) => ({ value: a.id, label: `TOP ${a.position}: ${a.title}` }))}
          value={form.text("agendaItemId")}
          onChange={(e) => form.set("agendaItemId", e.target.value)}
          error={form.errors.agendaItemId}
        />
        <FormDialogActions onCancel={onClose} submitLabel="Vorbereiten" pending={create.isPending} />
      </form>
    </Dialog>
  );
}
