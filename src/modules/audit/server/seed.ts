/**
 * Demo data of the audit trail and the activity log: the last twelve weeks of back-office work
 * (sign-ins of every demo account, changes across the modules, two role changes) so the audit
 * screen, the security center and the analytics have something true-to-life to show. The entries
 * enter the hash chain like any other.
 */
import { auditLog } from "#platform/audit/tables.ts";
import { userActivityLog } from "#platform/auth/tables.ts";
import type { Seeder } from "#platform/seed/seed-context.ts";

const UAS = [
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
];

const CHANGES = [
  {
    module: "members",
    action: "member_updated",
    entityType: "membership",
    before: { status: "active", trackLengthKm: 42.5 },
    after: { status: "active", trackLengthKm: 44 },
  },
  {
    module: "crm",
    action: "create",
    entityType: "crm_contact",
    before: null,
    after: { firstName: "Michael", lastName: "Dorn", organization: "Bundesministerium für Verkehr – Referat Eisenbahninfrastruktur" },
  },
  { module: "crm", action: "update", entityType: "organization", before: { phone: "+49 30 1234-0" }, after: { phone: "+49 30 1234-100" } },
  { module: "applications", action: "status_change", entityType: "application", before: { status: "pending" }, after: { status: "in_review" } },
  {
    module: "documents",
    action: "document.uploaded",
    entityType: "document",
    before: null,
    after: { name: "Protokoll Vorstandssitzung September.pdf", folder: "Vorstand intern" },
  },
  { module: "users", action: "invite", entityType: "user", before: null, after: { email: "neu@hafenbahn-beispiel.de", roles: ["mitglied"] } },
] as const;

const daysAgo = (d: number, hour: number) => {
  const date = new Date(Date.now() - d * 86_400_000);
  date.setUTCHours(hour, (d * 7) % 60, 0, 0);
  return date;
};

export const auditSeeder: Seeder = {
  name: "audit",
  async run({ db, users, random }) {
    const staff = [users.admin, users.management, users.board];
    const activity: (typeof userActivityLog.$inferInsert)[] = [];
    for (let day = 84; day >= 1; day--) {
      for (const user of users.all) {
        const weekday = new Date(Date.now() - day * 86_400_000).getUTCDay();
        const rate = staff.includes(user) ? 0.7 : 0.2;
        if (weekday !== 0 && weekday !== 6 && random.chance(rate))
          activity.push({ userId: user.id, activityType: "login", description: "Anmeldung", metadata: {}, createdAt: daysAgo(day, random.int(6, 16)) });
      }
    }
    await db.insert(userActivityLog).values(activity);

    // Oldest first, so the chain order follows time.
    const entries: (typeof auditLog.$inferInsert)[] = [];
    for (let day = 60; day >= 1; day--) {
      if (!random.chance(0.55)) continue;
      const change = random.pick(CHANGES);
      const actor = random.pick(staff);
      entries.push({
        actorUserId: actor.id,
        action: change.action,
        entityType: change.entityType,
        entityId: crypto.randomUUID(),
        before: change.before,
        after: change.after,
        module: change.module,
        clientIp: `198.51.100.${random.int(10, 90)}`,
        userAgent: random.pick(UAS),
        createdAt: daysAgo(day, random.int(7, 17)),
      });
    }
    // Role changes that end where the user management stands today (issue 25: the security page said
    // the managing director was an administrator and a member had become board, the user list not).
    const vice = users.all.find((u) => u.email === "katrin.albers@vnsi-verband.de");
    if (vice)
      entries.push({
        actorUserId: users.admin.id,
        action: "role_change",
        entityType: "user",
        entityId: vice.id,
        before: { roles: ["mitglied"] },
        after: { roles: ["vorstand", "mitglied"] },
        module: "users",
        clientIp: "198.51.100.14",
        userAgent: UAS[0],
        reason: "Vizepräsidentin: Zugang zum Vorstandsbereich",
        createdAt: daysAgo(3, 10),
      });
    const managing = ["geschaeftsfuehrung", "mitglied"];
    entries.push({
      actorUserId: users.admin.id,
      action: "role_change",
      entityType: "user",
      entityId: users.management.id,
      before: { roles: managing },
      after: { roles: ["admin", ...managing] },
      module: "users",
      clientIp: "198.51.100.14",
      userAgent: UAS[0],
      reason: "Vertretung der Administratorin während ihres Urlaubs",
      createdAt: daysAgo(16, 9),
    });
    entries.push({
      actorUserId: users.admin.id,
      action: "role_change",
      entityType: "user",
      entityId: users.management.id,
      before: { roles: ["admin", ...managing] },
      after: { roles: managing },
      module: "users",
      clientIp: "198.51.100.14",
      userAgent: UAS[0],
      reason: "Vertretung beendet",
      createdAt: daysAgo(2, 9),
    });
    // Oldest first: the chain's order is the order of time.
    entries.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
    for (const entry of entries) await db.insert(auditLog).values(entry);
  },
};
