/** German labels and tones of the assembly screens; dates always in Berlin time. */
import type { BadgeTone } from "../../../ui/backoffice/StatusBadge.tsx";
import type { AssemblyStatus } from "../rules/annual-duties.ts";
import { formatGermanDate, formatGermanDateTime, type IsoDate } from "../rules/berlin-calendar.ts";
import type { BallotStatus } from "../rules/ballots.ts";
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
export const dateTime = (iso: string) => formatGermanDateTime(new Date(iso));
