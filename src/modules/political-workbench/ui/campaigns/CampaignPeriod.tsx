/** Whether a campaign is planned, running or over, as a badge. */
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { berlinDate } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";

export function CampaignPeriod({ startsOn, endsOn }: { startsOn: string; endsOn: string }) {
  const today = berlinDate(browserNow());
  if (today < startsOn) return <StatusBadge tone="neutral">geplant</StatusBadge>;
  if (today > endsOn) return <StatusBadge tone="neutral">beendet</StatusBadge>;
  return <StatusBadge tone="success">läuft</StatusBadge>;
}
