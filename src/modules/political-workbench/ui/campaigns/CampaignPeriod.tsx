/** Whether a campaign is planned, running or over, as a badge. */
import { StatusBadge } from "../../../../ui/backoffice/StatusBadge.tsx";
import { todayInBerlin } from "../../../../shared/schemas/dates.ts";

export function CampaignPeriod({ startsOn, endsOn }: { startsOn: string; endsOn: string }) {
  const today = todayInBerlin();
  if (today < startsOn) return <StatusBadge tone="neutral">geplant</StatusBadge>;
  if (today > endsOn) return <StatusBadge tone="neutral">beendet</StatusBadge>;
  return <StatusBadge tone="success">läuft</StatusBadge>;
}
