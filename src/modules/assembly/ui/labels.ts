/** German labels and tones of the assembly screens; dates always in Berlin time. */
import type { BadgeTone } from "#ui/backoffice/StatusBadge.tsx";
import type { AssemblyStatus } from "../domain/annual-duties.ts";
import { formatGermanDate, formatGermanDateTime, type IsoDate } from "#shared/dates.ts";
import type { BallotStatus } from "../domain/ballots.ts";
import { ASSEMBLY_KIND_LABELS, ASSEMBLY_STATUS_LABELS } from "../schema/assembly.ts";

export { ASSEMBLY_KIND_LABELS, ASSEMBLY_STATUS_LABELS };

export const ASSEMBLY_STATUS_TONES: Record<AssemblyStatus, BadgeTone> = {
  draft: "neutral",
  invited: "info",
  running: "warning",
  closed: "success",
  inquorate: "danger",
  cancelled: "neutral",
};

export const BALLOT_STATUS_LABELS: Record<BallotStatus, string> = { draft: "Vorbereitet", open: "Geöffnet", closed: "Geschlossen", cancelled: "Verworfen" };
export const BALLOT_STATUS_TONES: Record<BallotStatus, BadgeTone> = { draft: "neutral", open: "warning", closed: "success", cancelled: "neutral" };

export const MOTION_STATUS_LABELS: Record<string, string> = {
  collecting: "Sammelt Mitunterzeichner",
  submitted: "Eingegangen",
  admitted: "Zugelassen",
  inadmissible: "Unzulässig",
  withdrawn: "Zurückgezogen",
  voted: "Abgestimmt",
};

export const date = (value: IsoDate) => formatGermanDate(value);
/** "28.03.2026, 14:05 Uhr" (Berlin time), as the invitation and the minutes write it. */
export const dateTime = (iso: string) => `${formatGermanDateTime(iso)} Uhr`;
