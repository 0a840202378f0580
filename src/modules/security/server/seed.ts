/**
 * Demo data of the security center: two weeks of sign-ins (with the failures an attacker and a
 * forgetful member leave), open sessions on several devices, and three incidents: one whose
 * 72-hour reporting deadline is running, one under investigation, one closed.
 */
import { sql } from "drizzle-orm";
import type { Seeder } from "#platform/seed/seed-context.ts";
import { authKnownDevices, authSignInEvents } from "#platform/auth/security-tables.ts";
import { authSessions } from "#platform/auth/tables.ts";
import { newId, newSecret, sha256 } from "#platform/auth/secrets.ts";
import { deviceFingerprint, parseUserAgent } from "#shared/user-agent.ts";
import { securityIncidentEvents, securityIncidentLinks, securityIncidents } from "./tables.ts";

const UA = {
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  chromeWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  safariIphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  edgeWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  safariMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  curl: "python-requests/2.32.3",
} as const;

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

export const securitySeeder: Seeder = {
  name: "security",
  async run({ db, users, random }) {
    const { admin, management, board, member } = users;
    const devices: [typeof admin, string, string][] = [
      [admin, UA.firefoxLinux, "198.51.100.14"],
      [admin, UA.safariIphone, "203.0.113.52"],
      [management, UA.edgeWindows, "198.51.100.31"],
      [board, UA.safariMac, "192.0.2.77"],
      [member, UA.chromeWindows, "198.51.100.88"],
    ];
    for (const [user, ua, ip] of devices) {
      const lastActive = hoursAgo(random.int(1, 30));
      await db.insert(authSessions).values({
        id: newId("sess"),
        tokenHash: sha256(newSecret()),
        userId: user.id,
        createdAt: hoursAgo(random.int(31, 120)),
        lastActiveAt: lastActive,
        expiresAt: new Date(lastActive.getTime() + 8 * 3_600_000 + 48 * 3_600_000),
        userAgent: ua,
        clientIp: ip,
      });
      await db
        .insert(authKnownDevices)
        .values({ userId: user.id, fingerprint: deviceFingerprint(parseUserAgent(ua)) })
        .onConflictDoNothing();
    }

    const events: (typeof authSignInEvents.$inferInsert)[] = [];
    for (let day = 14; day >= 0; day--) {
      for (const [user, ua, ip] of devices) {
        if (random.chance(0.6))
          events.push({
            occurredAt: hoursAgo(day * 24 + random.int(1, 10)),
            outcome: "success",
            email: user.email,
            userId: user.id,
            clientIp: ip,
            userAgent: ua,
          });
      }
    }
    // A member who forgot the password, then got it right.
    for (let i = 0; i < 3; i++)
      events.push({
        occurredAt: hoursAgo(50 - i * 0.1),
        outcome: "wrong_password",
        email: member.email,
        userId: member.id,
        clientIp: "198.51.100.88",
        userAgent: UA.chromeWindows,
      });
    // Someone trying addresses from outside.
    const guesses = ["info@vnsi-verband.de", "admin@vnsi-verband.de", "vorstand@vnsi-verband.de", "test@vnsi-verband.de", "office@vnsi-verband.de"];
    for (let i = 0; i < 18; i++) {
      const email = guesses[i % guesses.length]!;
      const known = users.all.find((u) => u.email === email);
      events.push({
        occurredAt: hoursAgo(20 - i * 0.05),
        outcome: i >= 15 ? "throttled" : known ? "wrong_password" : "unknown_account",
        email,
        userId: known?.id ?? null,
        clientIp: "203.0.113.200",
        userAgent: UA.curl,
      });
    }
    await db.insert(authSignInEvents).values(events);

    const [mailing] = await db
      .insert(securityIncidents)
      .values({
        title: "Mitgliederliste an falschen Verteiler versandt",
        description:
          "Die Einladung zum Arbeitskreis Infrastruktur ging mit der vollständigen Teilnehmerliste im Anhang an den Presseverteiler statt an die Mitglieder.",
        severity: "high",
        status: "investigating",
        personalDataAffected: true,
        affectedData: "Namen, E-Mail-Adressen und Telefonnummern der Ansprechpersonen von 38 Mitgliedsunternehmen",
        affectedPeople: 38,
        discoveredAt: hoursAgo(30),
        // Only who may open incidents (the administration) can be responsible (issue 23).
        responsibleUserId: admin.id,
        createdBy: admin.id,
        createdAt: hoursAgo(29),
      })
      .returning();
    const [phishing] = await db
      .insert(securityIncidents)
      .values({
        title: "Phishing-Mails im Namen der Geschäftsstelle",
        description: "Mehrere Mitgliedsunternehmen erhielten E-Mails mit gefälschtem Absender und einem Link auf eine nachgebaute Anmeldeseite.",
        severity: "medium",
        status: "contained",
        discoveredAt: hoursAgo(6 * 24),
        responsibleUserId: admin.id,
        createdBy: admin.id,
        createdAt: hoursAgo(6 * 24 - 1),
      })
      .returning();
    const [closed] = await db
      .insert(securityIncidents)
      .values({
        title: "Gehäufte Anmeldeversuche aus einem Rechenzentrum",
        description: "Über Nacht über 200 fehlgeschlagene Anmeldeversuche mit Adressen des Verbands; der Anmeldeschutz griff.",
        severity: "low",
        status: "closed",
        discoveredAt: hoursAgo(60 * 24),
        responsibleUserId: admin.id,
        createdBy: admin.id,
        createdAt: hoursAgo(60 * 24 - 2),
        closedAt: hoursAgo(55 * 24),
      })
      .returning();
    const event = (incidentId: string, h: number, actor: string, kind: (typeof securityIncidentEvents.$inferInsert)["kind"], text: string) => ({
      incidentId,
      occurredAt: hoursAgo(h),
      actorUserId: actor,
      kind,
      text,
    });
    await db
      .insert(securityIncidentEvents)
      .values([
        event(mailing!.id, 29, admin.id, "created", "Vorfall erfasst (Schweregrad Hoch)."),
        event(mailing!.id, 28, admin.id, "status", "Status: Gemeldet → In Untersuchung"),
        event(mailing!.id, 27, admin.id, "note", "Presseverteiler umfasst 112 Empfänger; Rückrufaktion per E-Mail gestartet."),
        event(
          mailing!.id,
          6,
          admin.id,
          "note",
          "Entwurf der Meldung an die Berliner Beauftragte für Datenschutz liegt vor; Freigabe durch den Vorstand steht aus.",
        ),
        event(phishing!.id, 143, admin.id, "created", "Vorfall erfasst (Schweregrad Mittel)."),
        event(phishing!.id, 140, admin.id, "status", "Status: Gemeldet → In Untersuchung"),
        event(phishing!.id, 100, admin.id, "note", "Gefälschte Domain beim Registrar gemeldet; Warnung an alle Mitglieder versandt."),
        event(phishing!.id, 96, admin.id, "status", "Status: In Untersuchung → Eingedämmt"),
        event(closed!.id, 60 * 24 - 2, admin.id, "created", "Vorfall erfasst (Schweregrad Niedrig)."),
        event(closed!.id, 58 * 24, admin.id, "note", "Anmeldeschutz hat alle Versuche gebremst; kein Konto betroffen."),
        event(closed!.id, 55 * 24, admin.id, "status", "Status: Behoben → Abgeschlossen"),
      ]);
    await db.insert(securityIncidentLinks).values([
      {
        incidentId: mailing!.id,
        targetModule: "todos",
        targetId: "meldung-datenschutzbehoerde",
        label: "Meldung an die Aufsichtsbehörde vorbereiten",
        createdBy: admin.id,
      },
      { incidentId: phishing!.id, targetModule: "todos", targetId: "spf-dkim-pruefen", label: "SPF und DKIM der Verbandsdomain prüfen", createdBy: admin.id },
    ]);
    await db.execute(sql`UPDATE security_incidents SET updated_at = greatest(created_at, now() - interval '6 hours')`);
  },
};
