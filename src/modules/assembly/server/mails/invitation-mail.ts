/**
 * The invitation in text form (§ 4 Abs. 3): date, time, place, agenda with the wording of statute
 * changes (§ 7 Abs. 3), the motion deadline (§ 4 Abs. 4) and the link to the members' view.
 */
import { escapeHtml, layoutHtml, oneLine, signatureText } from "#platform/mail/html.ts";
import type { MailMessage } from "#platform/mail/types.ts";
import { formatGermanDate, formatGermanDateTime, type IsoDate } from "#shared/dates.ts";
import { motionDeadline } from "../../domain/motions.ts";

export interface InvitationContent {
  title: string;
  kind: "ordinary" | "extraordinary" | "repeat";
  assemblyDate: IsoDate;
  startsAt: Date;
  place: string | null;
  onlineParticipation: boolean;
  agenda: { position: number; title: string; description: string | null }[];
  memberName: string;
  link: string;
}

const KIND_SENTENCE = {
  ordinary: "zur ordentlichen Mitgliederversammlung",
  extraordinary: "zur außerordentlichen Mitgliederversammlung",
  repeat: "zur erneuten Mitgliederversammlung mit derselben Tagesordnung (§ 4 Abs. 7 Satzung)",
} as const;

export function invitationMail(to: string, content: InvitationContent): MailMessage {
  const when = `${formatGermanDateTime(content.startsAt)} Uhr`;
  const where =
    [content.place, content.onlineParticipation ? "Teilnahme auch online möglich (§ 4 Abs. 10 Satzung)" : null].filter(Boolean).join("; ") ||
    "wird gesondert mitgeteilt";
  const deadline = formatGermanDate(motionDeadline(content.assemblyDate));
  const intro = `hiermit lädt der Vorstand ${content.memberName} ${KIND_SENTENCE[content.kind]} ein.`;
  const motions = `Anträge zur Tagesordnung müssen der Geschäftsstelle bis zum ${deadline} in Textform zugehen (§ 4 Abs. 4 Satzung). Stimmberechtigt sind die ordentlichen Mitglieder; das Stimmrecht übt aus, wer das Unternehmen kaufmännisch vertreten kann (§ 7 Abs. 1 Satzung).`;
  const agendaText = content.agenda
    .map((item) => `TOP ${item.position}: ${item.title}${item.description ? `\n   ${item.description.replace(/\n/g, "\n   ")}` : ""}`)
    .join("\n");
  const text = [
    "Sehr geehrte Damen und Herren,",
    "",
    intro,
    "",
    `${content.title}`,
    `Beginn: ${when}`,
    `Ort: ${where}`,
    "",
    "Tagesordnung:",
    agendaText || "(wird nachgereicht)",
    "",
    motions,
    "",
    `Unterlagen, Anmeldung und Abstimmungen im Mitgliederbereich: ${content.link}`,
    signatureText(),
  ].join("\n");
  const agendaHtml = content.agenda
    .map(
      (item) =>
        `<li style="margin-bottom:8px"><strong>${escapeHtml(item.title)}</strong>${item.description ? `<br><span style="white-space:pre-wrap">${escapeHtml(item.description)}</span>` : ""}</li>`,
    )
    .join("");
  const html = layoutHtml(
    `Einladung: ${content.title}`,
    `<p>Sehr geehrte Damen und Herren,</p><p>${escapeHtml(intro)}</p>
<p><strong>Beginn:</strong> ${escapeHtml(when)}<br><strong>Ort:</strong> ${escapeHtml(where)}</p>
<h2 style="font-size:16px">Tagesordnung</h2><ol>${agendaHtml || "<li>(wird nachgereicht)</li>"}</ol>
<p>${escapeHtml(motions)}</p>
<p><a href="${escapeHtml(content.link)}">Zur Versammlung im Mitgliederbereich</a></p>`,
  );
  return { to, subject: oneLine(`Einladung: ${content.title} am ${formatGermanDate(content.assemblyDate)}`), text, html };
}
