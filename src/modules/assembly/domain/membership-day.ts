/**
 * Who is a member on a given day (§ 3 Satzung): the membership has begun (entry date on or before
 * the day) and has not ended; the exit date is the membership's last day, so a company that
 * resigned with effect from 31 December is still a member on 31 December. The one definition for
 * every count of members: the assembly's thresholds and quorum (server/member-standing-queries.ts states
 * it in SQL), the dashboard's figures and the analytics' members per month (issue 25: analytics
 * counted a member as gone on its exit day and contradicted the assembly module).
 */
import type { IsoDate } from "#shared/dates.ts";

export function isMemberOn(membership: { entryDate: IsoDate; exitDate: IsoDate | null }, day: IsoDate): boolean {
  return membership.entryDate <= day && (membership.exitDate === null || membership.exitDate >= day);
}
