export { ACTIVITY_LABELS } from "../../../shared/activity-types.ts";
import { formatGermanDateTime } from "../../../shared/dates.ts";

export function formatActivityTime(iso: string): string {
  return formatGermanDateTime(iso, "");
}
