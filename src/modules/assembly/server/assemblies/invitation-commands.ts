/**
 * Sends the invitation to every member (§ 4 Abs. 3): one mail per member company through the
 * outbox, in the same transaction as the evidence row; the send instant arrives from the outbox
 * (trigger, migration 0200). Members that were already invited (sent or still being delivered)
 * are skipped, so a second call only reaches members whose invitation is missing or could not be
 * delivered. Refused when the notice can no longer be kept or a member has no address.
 */
import { countOf } from "#shared/plural.ts";
import { now as currentTime } from "#platform/clock.ts";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
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
import { enforce, refusal } from "../refusal.ts";
import { agendaItems, generalAssemblies as g, invitations } from "../tables.ts";
import { lockAssembly, type Actor } from "./assembly-commands.ts";

export interface InvitationRun {
  invited: number;
  outboxIds: string[];
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
    const assembly = await lockAssembly(tx, assemblyId, version);
    if (assembly.status !== "draft" && assembly.status !== "invited") {
      throw refusal("assembly_not_invitable", "Zu einer eröffneten, beendeten oder abgesagten Versammlung kann nicht mehr eingeladen werden.");
    }
    const today = berlinDate(now);
    enforce(checkInvitationSendable(assembly.assemblyDate, today));

    const members = (await memberStandings(tx, today)).filter((m) => m.active);
    // Invited = sent or still being delivered; an invitation the outbox gave up on is sent again.
    const invited = new Set(
      rowsOf<{ organization_id: string }>(
        // Raw: joins the platform's outbox, which has no drizzle table.
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

    const agenda = await tx
      .select({ position: agendaItems.position, title: agendaItems.title, description: agendaItems.description })
      .from(agendaItems)
      .where(eq(agendaItems.assemblyId, assemblyId))
      .orderBy(asc(agendaItems.position));
    const link = `${origin.replace(/\/$/, "")}/backend/assembly/${assemblyId}`;
    const startsAt = assembly.startsAt;
    const outboxIds: string[] = [];
    for (const member of pending) {
      const to = addresses.get(member.id)!;
      const message = invitationMail(to, {
        title: assembly.title,
        kind: assembly.kind,
        assemblyDate: assembly.assemblyDate,
        startsAt,
        place: assembly.place,
        onlineParticipation: assembly.onlineParticipation,
        agenda,
        memberName: member.name,
        link,
      });
      const [outboxId] = await enqueue(tx, [mailDelivery(message, `assembly-invitation:${assemblyId}:${member.id}`)]);
      const invitation = { recipientEmail: to, outboxId: outboxId!, queuedAt: now };
      await tx
        .insert(invitations)
        .values({ assemblyId, organizationId: member.id, ...invitation })
        .onConflictDoUpdate({ target: [invitations.assemblyId, invitations.organizationId], set: invitation });
      outboxIds.push(outboxId!);
    }
    await tx
      .update(agendaItems)
      .set({ announcedAt: now })
      .where(and(eq(agendaItems.assemblyId, assemblyId), isNull(agendaItems.announcedAt)));
    outboxIds.push(
      ...(await tell(tx, await memberPeople(tx, today), {
        kind: "assembly.invitation",
        title: `Einladung: ${assembly.title} am ${formatGermanDate(assembly.assemblyDate)}`,
        body: `Beginn ${formatGermanDateTime(startsAt)} Uhr${assembly.place ? `, ${assembly.place}` : ""}. Anträge bis ${formatGermanDate(motionDeadline(assembly.assemblyDate))}.`,
        link: routePath("assemblyDetail", { id: assemblyId }),
        actorId: actor.id,
        dedupeKey: `assembly-invitation:${assemblyId}`,
      })),
    );
    await tx
      .update(g)
      .set({ status: "invited", version: sql`${g.version} + 1`, updatedAt: sql`now()` })
      .where(eq(g.id, assemblyId));
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
  // Raw: the CRM's representative contact as a fallback address, one statement for all companies.
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
