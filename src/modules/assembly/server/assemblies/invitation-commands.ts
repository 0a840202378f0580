/**
 * Sends the invitation to every member (§ 4 Abs. 3): one mail per member company through the
 * outbox, in the same transaction as the evidence row; the send instant arrives from the outbox
 * (trigger, migration 0200). Members that were already invited (sent or still being delivered)
 * are skipped, so a second call only reaches members whose invitation is missing or could not be
 * delivered. Refused when the notice can no longer be kept or a member has no address.
 */
import { countOf } from "#shared/plural.ts";
import { now as currentTime } from "#platform/clock.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { enqueue, mailDelivery } from "#platform/outbox/enqueue.ts";
import { berlinDate } from "#shared/dates.ts";
import { checkInvitationSendable } from "../../domain/convocation.ts";
import { invitationMail } from "../mails/invitation-mail.ts";
import { memberStandings } from "../member-standing-queries.ts";
import { memberPeople, tell } from "../notifications.ts";
import { routePath } from "#shared/routes.ts";
import { formatGermanDate, formatGermanDateTime } from "#shared/dates.ts";
import { motionDeadline } from "../../domain/motions.ts";
import { enforce, notFound, refusal } from "../refusal.ts";
import { staleVersion, type Actor } from "./assembly-commands.ts";

export interface InvitationRun {
  invited: number;
  outboxIds: string[];
}

interface AssemblyRow {
  id: string;
  title: string;
  kind: "ordinary" | "extraordinary" | "repeat";
  status: string;
  assembly_date: string;
  starts_at: Date | string;
  place: string | null;
  online_participation: boolean;
  version: number;
}

export async function sendInvitations(
  db: Db,
  assemblyId: string,
  version: number,
  actor: Actor,
  origin: string,
  now: Date = currentTime(),
): Promise<InvitationRun> {
  return db.transaction(async (tx) => {
    const [assembly] = rowsOf<AssemblyRow>(
      await tx.execute(sql`
        SELECT id, title, kind, status, to_char(assembly_date, 'YYYY-MM-DD') AS assembly_date, starts_at, place, online_participation, version
        FROM general_assemblies WHERE id = ${assemblyId} FOR UPDATE`),
    );
    if (!assembly) throw notFound("Versammlung nicht gefunden.");
    if (assembly.version !== version) throw staleVersion();
    if (assembly.status !== "draft" && assembly.status !== "invited") {
      throw refusal("assembly_not_invitable", "Zu einer eröffneten, beendeten oder abgesagten Versammlung kann nicht mehr eingeladen werden.");
    }
    const today = berlinDate(now);
    enforce(checkInvitationSendable(assembly.assembly_date, today));

    const members = (await memberStandings(tx, today)).filter((m) => m.active);
    // Invited = sent or still being delivered; an invitation the outbox gave up on is sent again.
    const invited = new Set(
      rowsOf<{ organization_id: string }>(
        await tx.execute(sql`
          SELECT i.organization_id FROM assembly_invitations i LEFT JOIN outbox o ON o.id = i.outbox_id
          WHERE i.assembly_id = ${assemblyId} AND (i.sent_at IS NOT NULL OR o.status IN ('pending', 'failed'))`),
      ).map((r) => r.organization_id),
    );
    const pending = members.filter((m) => !invited.has(m.id));
    const addresses = await invitationAddresses(
      tx,
      pending.map((m) => m.id),
    );
    const withoutAddress = pending.filter((m) => !addresses.has(m.id));
    if (withoutAddress.length > 0) {
      const names = withoutAddress
        .slice(0, 5)
        .map((m) => m.name)
        .join(", ");
      throw refusal(
        "members_without_address",
        `Für ${names}${withoutAddress.length > 5 ? ` und ${withoutAddress.length - 5} weitere` : ""} ist keine E-Mail-Adresse hinterlegt. Bitte ergänzen Sie die Adresse im Mitgliederregister, bevor Sie einladen.`,
      );
    }
    if (pending.length === 0) return { invited: 0, outboxIds: [] };

    const agenda = rowsOf<{ position: number; title: string; description: string | null }>(
      await tx.execute(sql`SELECT position, title, description FROM assembly_agenda_items WHERE assembly_id = ${assemblyId} ORDER BY position`),
    );
    const link = `${origin.replace(/\/$/, "")}/backend/assembly/${assemblyId}`;
    const startsAt = new Date(assembly.starts_at);
    const outboxIds: string[] = [];
    for (const member of pending) {
      const to = addresses.get(member.id)!;
      const message = invitationMail(to, {
        title: assembly.title,
        kind: assembly.kind,
        assemblyDate: assembly.assembly_date,
        startsAt,
        place: assembly.place,
        onlineParticipation: assembly.online_participation,
        agenda,
        memberName: member.name,
        link,
      });
      const [outboxId] = await enqueue(tx, [mailDelivery(message, `assembly-invitation:${assemblyId}:${member.id}`)]);
      await tx.execute(sql`
        INSERT INTO assembly_invitations (assembly_id, organization_id, recipient_email, outbox_id, queued_at)
        VALUES (${assemblyId}, ${member.id}, ${to}, ${outboxId}, ${now})
        ON CONFLICT (assembly_id, organization_id) DO UPDATE SET recipient_email = EXCLUDED.recipient_email, outbox_id = EXCLUDED.outbox_id, queued_at = EXCLUDED.queued_at`);
      outboxIds.push(outboxId!);
    }
    await tx.execute(sql`UPDATE assembly_agenda_items SET announced_at = ${now} WHERE assembly_id = ${assemblyId} AND announced_at IS NULL`);
    outboxIds.push(
      ...(await tell(tx, await memberPeople(tx, today), {
        kind: "assembly.invitation",
        title: `Einladung: ${assembly.title} am ${formatGermanDate(assembly.assembly_date)}`,
        body: `Beginn ${formatGermanDateTime(startsAt)} Uhr${assembly.place ? `, ${assembly.place}` : ""}. Anträge bis ${formatGermanDate(motionDeadline(assembly.assembly_date))}.`,
        link: routePath("assemblyDetail", { id: assemblyId }),
        actorId: actor.id,
        dedupeKey: `assembly-invitation:${assemblyId}`,
      })),
    );
    await tx.execute(sql`UPDATE general_assemblies SET status = 'invited', version = version + 1, updated_at = now() WHERE id = ${assemblyId}`);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "assembly_invitations_sent",
      entityType: "general_assembly",
      entityId: assemblyId,
      after: { invited: pending.length },
    });
    await recordActivity(tx, {
      userId: actor.id,
      type: "assembly_invitations_sent",
      description: `${countOf(pending.length, "Mitglied", "Mitglieder")} zur Mitgliederversammlung „${assembly.title}“ eingeladen`,
      metadata: { assemblyId, invited: pending.length },
    });
    return { invited: pending.length, outboxIds };
  });
}

/** The member's own address from the register, else its representative's. */
async function invitationAddresses(tx: Db | Tx, organizationIds: string[]): Promise<Map<string, string>> {
  if (organizationIds.length === 0) return new Map();
  const rows = rowsOf<{ id: string; email: string | null }>(
    await tx.execute(sql`
      SELECT o.id, coalesce(nullif(o.email, ''),
        (SELECT c.email FROM crm_contacts c WHERE c.organization_id = o.id AND c.is_representative AND c.email IS NOT NULL LIMIT 1)) AS email
      FROM organizations o WHERE o.id IN (${sql.join(
        organizationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  return new Map(rows.filter((r) => r.email).map((r) => [r.id, r.email!]));
}
