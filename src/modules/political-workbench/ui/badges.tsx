/** Small labelled badges of the workbench: the word carries the meaning, the colour only helps. */
import { StatusBadge, type BadgeTone } from "#ui/backoffice/StatusBadge.tsx";
import { isFinished, LEVEL_LABELS, stageLabel, type Level, type Stage } from "../domain/stages.ts";
import { OUTCOME_LABELS, POSITION_STATUS_LABELS, STANCE_LABELS, type Outcome, type PositionStatus, type Stance } from "../domain/labels.ts";

export function StageBadge({ stage, level }: { stage: Stage; level: Level }) {
  return <StatusBadge tone={isFinished(stage) ? "success" : "info"}>{stageLabel(stage, level)}</StatusBadge>;
}

export function LevelBadge({ level, land }: { level: Level; land?: string | null }) {
  return <span className={`pw-level pw-level--${level}`}>{land ? `${LEVEL_LABELS[level]} · ${land}` : LEVEL_LABELS[level]}</span>;
}

const POSITION_TONES: Record<PositionStatus, BadgeTone> = { entwurf: "warning", beschlossen: "info", veroeffentlicht: "success" };
export function PositionStatusBadge({ status }: { status: PositionStatus }) {
  return <StatusBadge tone={POSITION_TONES[status]}>{POSITION_STATUS_LABELS[status]}</StatusBadge>;
}

const STANCE_TONES: Record<Stance, BadgeTone> = { unterstuetzend: "success", offen: "info", kritisch: "danger", unbekannt: "neutral" };
export function StanceBadge({ stance }: { stance: Stance }) {
  return <StatusBadge tone={STANCE_TONES[stance]}>{STANCE_LABELS[stance]}</StatusBadge>;
}

const OUTCOME_TONES: Record<Outcome, BadgeTone> = {
  geplant: "neutral",
  durchgefuehrt: "info",
  antwort: "info",
  gespraech: "success",
  zusage: "success",
  abgelehnt: "danger",
};
export function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  return <StatusBadge tone={OUTCOME_TONES[outcome]}>{OUTCOME_LABELS[outcome]}</StatusBadge>;
}
