/** Shapes of ballots: preparing, recording a show of hands, voting, demanding a secret election. */
import { z } from "zod";
import { BALLOT_MODES } from "../domain/ballots.ts";
import { OFFICES } from "../domain/elections.ts";
import { requiredText } from "#shared/schemas/form-fields.ts";
import { uuid } from "./common.ts";

export const MOTION_BALLOT_SUBJECTS = ["general", "board_decision_change", "statute_change", "dissolution", "procedural"] as const;

export const motionBallotSchema = z.strictObject({
  title: requiredText(300, "Titel der Abstimmung", "Titel der Abstimmung ist erforderlich"),
  subject: z.enum(MOTION_BALLOT_SUBJECTS, { error: "Bitte wählen Sie den Gegenstand" }),
  mode: z.enum(BALLOT_MODES, { error: "Bitte wählen Sie die Form der Abstimmung" }),
  motionId: uuid("Antrag")
    .nullish()
    .transform((v) => v ?? null),
  agendaItemId: uuid("Tagesordnungspunkt")
    .nullish()
    .transform((v) => v ?? null),
});

export type MotionBallotFields = z.output<typeof motionBallotSchema>;

export const candidateSchema = z.strictObject({
  name: requiredText(200, "Name der Person", "Name der Person ist erforderlich"),
  userId: z
    .string()
    .max(200)
    .nullish()
    .transform((v) => v ?? null),
  organizationId: uuid("Organisation")
    .nullish()
    .transform((v) => v ?? null),
});

export const electionBallotSchema = z.strictObject({
  office: z.enum(OFFICES, { error: "Bitte wählen Sie das Amt" }),
  seat: z.number({ error: "Sitz fehlt" }).int({ error: "Sitz fehlt" }).min(1, { error: "Sitz fehlt" }).max(2, { error: "Höchstens zwei Sitze" }).default(1),
  mode: z.enum(BALLOT_MODES, { error: "Bitte wählen Sie die Form der Wahl" }),
  agendaItemId: uuid("Tagesordnungspunkt")
    .nullish()
    .transform((v) => v ?? null),
  candidates: z.array(candidateSchema).min(1, { error: "Mindestens eine Kandidatur" }).max(12, { error: "Höchstens 12 Kandidaturen" }),
});

export type ElectionBallotFields = z.output<typeof electionBallotSchema>;

const count = z.number({ error: "Bitte eine Zahl eingeben" }).int({ error: "Bitte eine ganze Zahl eingeben" }).min(0, { error: "Nicht negativ" }).max(10000);

export const closeBallotSchema = z.strictObject({
  /** Only for open ballots (show of hands): the counts the chair recorded per option. */
  votes: z
    .record(z.string().max(64), count)
    .nullish()
    .transform((v) => v ?? null),
  invalid: count.default(0),
});

export type CloseBallotFields = z.input<typeof closeBallotSchema>;

export const voteSchema = z.strictObject({
  organizationId: uuid("Mitglied"),
  optionKey: z.string({ error: "Bitte wählen Sie eine Antwort" }).min(1, { error: "Bitte wählen Sie eine Antwort" }).max(64),
});
