/**
 * A new application appears in the app for the people who decide it (issue 25), not only as a mail
 * to the office mailbox: a notification (kind applications.received, e-mail by each person's
 * choice) to every active account of the presidium and the management, who review applications
 * (the "applications" access); to the administrators only when nobody holds those roles.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Tx } from "#platform/db/client.ts";
import { profiles, userRoles } from "#platform/auth/tables.ts";
import { formatGermanDate } from "#shared/dates.ts";
import { routePath } from "#shared/routes.ts";
import { notify } from "#modules/notifications/index.ts";
import type { MembershipApplicationRow } from "./tables.ts";

async function holdersOf(tx: Tx, roles: ("vorstand" | "geschaeftsfuehrung" | "admin")[]): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: profiles.id })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(and(inArray(userRoles.role, roles), isNull(profiles.deactivatedAt)));
  return rows.map((r) => r.id);
}

/** Returns the outbox ids of the mails of those who want them at once. */
export async function notifyDeciders(tx: Tx, application: MembershipApplicationRow): Promise<string[]> {
  const deciders = await holdersOf(tx, ["vorstand", "geschaeftsfuehrung"]);
  const recipients = deciders.length > 0 ? deciders : await holdersOf(tx, ["admin"]);
  const { deliveryIds } = await notify(tx, {
    recipients,
    kind: "applications.received",
    title: `Neuer Mitgliedsantrag: ${application.companyName}`,
    body: `${application.companyName} (${application.city}) beantragt die Mitgliedschaft zum gewünschten Eintritt am ${formatGermanDate(application.desiredEntryDate)}.`,
    link: `${routePath("applications")}?antrag=${encodeURIComponent(application.id)}`,
    dedupeKey: `application-received:${application.id}`,
  });
  return deliveryIds;
}
