/**
 * Minutes data -> pdfmake document definition. Pure and separately testable: the PDF engine only
 * lays out what this returns. All user text is passed as plain strings (pdfmake never interprets
 * markup in them).
 */
import { countOf } from "#shared/plural.ts";
import type { Content, TDocumentDefinitions, TableCell } from "pdfmake/interfaces";
import { formatGermanDate, formatGermanDateTime } from "#shared/dates.ts";
import type { AgendaItemMinutes, BallotMinutes, MinutesData } from "./minutes-data.ts";

/** "28.03.2026, 14:05 Uhr" (Berlin time). */
const at = (instant: Date) => `${formatGermanDateTime(instant)} Uhr`;

const KIND_LABELS = {
  ordinary: "Ordentliche Mitgliederversammlung",
  extraordinary: "Außerordentliche Mitgliederversammlung",
  repeat: "Erneute Mitgliederversammlung (§ 4 Abs. 7 Satzung)",
} as const;

const MODE_LABELS = { in_person: "vor Ort", online: "online" } as const;

function timeOrDash(instant: Date | null): string {
  return instant ? at(instant) : "–";
}

function facts(rows: [string, string][]): Content {
  return {
    table: { widths: [150, "*"], body: rows.map(([label, value]) => [{ text: label, style: "label" }, { text: value }]) },
    layout: "noBorders",
    margin: [0, 0, 0, 8],
  };
}

function heading(text: string): Content {
  return { text, style: "h2" };
}

function openingSection(data: MinutesData): Content[] {
  const { assembly, convocation } = data;
  const sent =
    convocation.firstSentAt && convocation.lastSentAt
      ? at(convocation.firstSentAt) === at(convocation.lastSentAt)
        ? at(convocation.firstSentAt)
        : `${at(convocation.firstSentAt)} bis ${at(convocation.lastSentAt)}`
      : "nicht versandt";
  return [
    heading("1. Eröffnung und Formalien"),
    facts([
      ["Art der Versammlung", KIND_LABELS[assembly.kind]],
      ["Datum", formatGermanDate(assembly.date)],
      [
        "Ort",
        [assembly.place ?? "ohne Versammlungsort", assembly.onlineParticipation ? "mit elektronischer Teilnahme (§ 4 Abs. 10 Satzung)" : null]
          .filter(Boolean)
          .join(", "),
      ],
      ["Eröffnung", timeOrDash(assembly.openedAt)],
      ["Schluss", timeOrDash(assembly.closedAt)],
      ["Versammlungsleitung", assembly.chair],
      ["Protokollführung", assembly.minuteTaker],
      ["Einladung versandt", `${sent} an ${countOf(convocation.invitedMembers, "Mitglied", "Mitglieder")}`],
    ]),
    { text: convocation.noticeText, margin: [0, 0, 0, 12] },
  ];
}

function attendanceSection(data: MinutesData): Content[] {
  const { attendance } = data;
  const header: TableCell[] = ["Mitglied", "Person", "Teilnahme", "Status"].map((text) => ({ text, style: "th" }));
  const rows: TableCell[][] = attendance.entries.map((entry) => [
    entry.memberName,
    entry.office ? `${entry.personName}\n${entry.office}` : entry.personName,
    `${MODE_LABELS[entry.mode]}\n${entry.presence}`,
    entry.proxiesFor.length > 0 ? `${entry.capacity}\nmit Vollmacht für ${entry.proxiesFor.join(", ")}` : entry.capacity,
  ]);
  return [
    heading("2. Anwesenheit und Beschlussfähigkeit"),
    attendance.entries.length === 0
      ? { text: "Es hat sich niemand angemeldet.", italics: true }
      : { table: { headerRows: 1, widths: ["*", "*", 95, 115], body: [header, ...rows] }, layout: "lightHorizontalLines", fontSize: 9 },
    { text: attendance.quorumLabel, bold: true, margin: [0, 8, 0, 12], color: attendance.quorate ? "#14532d" : "#991b1b" },
  ];
}

/** A ballot's result; the named-vote list follows outside the block because it may be long. */
function ballotBlock(ballot: BallotMinutes): Content[] {
  const window = `${ballot.modeLabel}; geöffnet ${timeOrDash(ballot.openedAt)}, geschlossen ${timeOrDash(ballot.closedAt)}`;
  const result: Content[] = [
    { text: ballot.title, style: "h4" },
    { text: window, style: "small" },
    { text: ballot.quorumLabel, style: "small", margin: [0, 0, 0, 4] },
    {
      table: { widths: [220, 50], body: ballot.rows.map((row) => [row.label, { text: String(row.votes), alignment: "right" }]) },
      layout: "lightHorizontalLines",
      margin: [0, 0, 0, 4],
    },
    { text: ballot.outcomeText, bold: true, margin: [0, 2, 0, 2] },
    { text: `Angewandte Regel: ${ballot.ruleText}.`, style: "small" },
    { text: ballot.interpretation, style: "small", italics: true, margin: [0, 0, 0, 6] },
  ];
  const blocks: Content[] = [{ stack: result, unbreakable: true }];
  if (ballot.namedVotes && ballot.namedVotes.length > 0) {
    blocks.push({
      table: {
        headerRows: 1,
        widths: ["*", 120],
        body: [
          [
            { text: "Mitglied", style: "th" },
            { text: "Stimme", style: "th" },
          ],
          ...ballot.namedVotes.map((vote) => [vote.memberName, vote.choice]),
        ],
      },
      layout: "lightHorizontalLines",
      fontSize: 9,
      margin: [0, 0, 0, 8],
    });
  }
  return blocks;
}

/** The item's heading stays on one page with its introduction and its first ballot. */
function agendaItemBlock(item: AgendaItemMinutes): Content[] {
  const intro: Content[] = [{ text: `TOP ${item.number}: ${item.title}`, style: "h3" }];
  if (item.notes) intro.push({ text: item.notes, margin: [0, 0, 0, 4] });
  if (item.documents.length > 0) intro.push({ text: `Unterlagen: ${item.documents.join(", ")}`, style: "small", margin: [0, 0, 0, 4] });
  for (const motion of item.motions) {
    intro.push({
      text: `Antrag „${motion.title}“ von ${motion.filedBy}, eingegangen am ${formatGermanDate(motion.receivedOn)} – ${motion.status}`,
      style: "small",
      margin: [0, 0, 0, 4],
    });
  }
  if (item.ballots.length === 0 && item.motions.length === 0 && !item.notes) intro.push({ text: "Keine Beschlussfassung.", style: "small", italics: true });
  const [first, ...rest] = item.ballots.map(ballotBlock);
  const [firstResult, ...firstRest] = first ?? [];
  return [{ stack: firstResult ? [...intro, firstResult] : intro, unbreakable: true }, ...firstRest, ...rest.flat()];
}

function signatures(data: MinutesData): Content {
  const line = (role: string, name: string): Content => ({
    stack: [
      { text: " ", margin: [0, 28, 0, 0] },
      { canvas: [{ type: "line", x1: 0, y1: 0, x2: 200, y2: 0, lineWidth: 0.5 }] },
      { text: `${role}: ${name}`, style: "small", margin: [0, 4, 0, 0] },
    ],
  });
  return {
    columns: [line("Versammlungsleitung", data.assembly.chair), line("Protokollführung", data.assembly.minuteTaker)],
    columnGap: 40,
    margin: [0, 24, 0, 0],
    unbreakable: true,
  };
}

export function buildMinutesDocument(data: MinutesData): TDocumentDefinitions {
  const title = `Protokoll – ${data.assembly.title}`;
  return {
    info: { title, author: data.association.name, subject: `Mitgliederversammlung am ${formatGermanDate(data.assembly.date)}`, creationDate: data.generatedAt },
    pageSize: "A4",
    pageMargins: [56, 64, 56, 56],
    defaultStyle: { fontSize: 10, lineHeight: 1.25 },
    styles: {
      h1: { fontSize: 17, bold: true, margin: [0, 0, 0, 4] },
      h2: { fontSize: 13, bold: true, margin: [0, 12, 0, 6], color: "#0f3d5c" },
      h3: { fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
      h4: { fontSize: 10, bold: true, margin: [0, 6, 0, 2] },
      th: { bold: true },
      label: { color: "#475569" },
      small: { fontSize: 8.5, color: "#334155" },
    },
    header: (currentPage) => (currentPage === 1 ? null : { text: `${data.association.name} · ${title}`, style: "small", margin: [56, 28, 56, 0] }),
    footer: (currentPage, pageCount) => ({
      columns: [
        { text: `Erstellt am ${at(data.generatedAt)}`, style: "small" },
        { text: `Seite ${currentPage} von ${pageCount}`, style: "small", alignment: "right" },
      ],
      margin: [56, 16, 56, 0],
    }),
    content: [
      { text: `${data.association.name} · Sitz ${data.association.seat} · ${data.association.register}`, style: "small" },
      { text: title, style: "h1", margin: [0, 8, 0, 2] },
      { text: `am ${formatGermanDate(data.assembly.date)}${data.assembly.place ? ` in ${data.assembly.place}` : ""}`, margin: [0, 0, 0, 8] },
      ...openingSection(data),
      ...attendanceSection(data),
      heading("3. Tagesordnung, Anträge und Beschlüsse"),
      ...(data.agenda.length === 0 ? [{ text: "Keine Tagesordnungspunkte.", italics: true } as Content] : data.agenda.flatMap(agendaItemBlock)),
      signatures(data),
    ],
  };
}
