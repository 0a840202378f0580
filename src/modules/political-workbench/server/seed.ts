/**
 * Demo data of the political workbench (issue 17): the § 23 AEG procedure with its history, dates
 * and campaign, five further procedures at EU, federal and Land level, the ten core demands and the
 * § 23 AEG statement as positions, a draft, stakeholders with stances, a topic campaign and the
 * lobby register figures of last year. Dates sit around the seed's "today".
 */
import { and, asc, eq, ilike, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { addDays, type Seeder, type SeedContext } from "#platform/seed/seed-context.ts";
import { crmContacts, organizations } from "#modules/crm/index.ts";
import type { Stage, Level } from "../domain/stages.ts";
import type { ActionKind, DateKind, Outcome, Stance } from "../domain/labels.ts";
import { readAegStatement, readDemands } from "./seed-content.ts";
import { SEED_ORGANIZATIONS, SEED_STAKEHOLDERS } from "./seed-people.ts";
import {
  politicalActionContacts,
  politicalActions,
  politicalCampaigns,
  politicalCampaignTargets,
  politicalLinks,
  politicalLobbyYears,
  politicalPositions,
  politicalPositionVersions,
  politicalProcedureDates,
  politicalProcedurePositions,
  politicalProcedures,
  politicalProcedureWatchers,
  politicalStageChanges,
  politicalStakeholders,
  politicalStances,
} from "./tables.ts";

interface SeedProcedure {
  title: string;
  shortTitle: string;
  level: Level;
  land?: string;
  topic: string;
  printedPapers: string[];
  summary: string;
  /** Stages with their day offset from today, or a fixed date. */
  history: [Stage, number | string][];
  dates: [DateKind, string, number | string][];
}

const AEG: SeedProcedure = {
  title: "Gesetz zur Änderung des Allgemeinen Eisenbahngesetzes (Freistellung von Bahnbetriebszwecken, § 23 AEG)",
  shortTitle: "§ 23 AEG",
  level: "bund",
  topic: "Freistellung von Bahnstrecken",
  printedPapers: ["BR-Drs. 412/26", "BT-Drs. 21/3184"],
  summary:
    "Ein neuer Absatz 2a soll ein Verkehrsbedürfnis als fortbestehend fingieren, solange eine Strecke in einem Raumordnungsplan, Nahverkehrsplan oder Reaktivierungskonzept steht – unbefristet, ohne Finanzierungszusage und ohne Ausgleich. Der VNSI fordert eine befristete Aussetzung (Alternative A) oder einen finanziellen Ausgleich (Alternative B).",
  // The draft and the association's statement are those of the public site (June 2025).
  history: [
    ["referentenentwurf", "2025-05-28"],
    ["kabinett", -45],
    ["bundesrat_1", -12],
  ],
  dates: [
    ["consultation_deadline", "Stellungnahme zum Referentenentwurf", "2025-06-20"],
    ["consultation_deadline", "Schriftliche Stellungnahme an den Verkehrsausschuss", 9],
    ["reading", "1. Lesung im Bundestag", 16],
    ["hearing", "Öffentliche Anhörung im Verkehrsausschuss", 37],
  ],
};

const OTHER_PROCEDURES: SeedProcedure[] = [
  {
    title: "Gesetz zur Änderung des Bundesschienenwegeausbaugesetzes",
    shortTitle: "BSWAG-Novelle",
    level: "bund",
    topic: "Finanzierung der Infrastruktur",
    printedPapers: [],
    summary: "Öffnung der Bedarfsplan- und Ersatzinvestitionen für nichtbundeseigene Infrastruktur (Kernforderung 1).",
    history: [["referentenentwurf", -20]],
    dates: [["consultation_deadline", "Verbändeanhörung des Ministeriums", 4]],
  },
  {
    title: "Gesetz zur Änderung des Eisenbahnregulierungsgesetzes (Trassenentgelte)",
    shortTitle: "ERegG-Novelle",
    level: "bund",
    topic: "Trassenpreise",
    printedPapers: ["BT-Drs. 21/2710"],
    summary: "Neuordnung der Entgeltgrundsätze; für NE-Infrastruktur sind vereinfachte Verfahren vorgesehen.",
    history: [
      ["referentenentwurf", -240],
      ["kabinett", -150],
      ["bundesrat_1", -120],
      ["bundestag_1", -95],
      ["ausschuss", -60],
    ],
    dates: [["committee", "Abschließende Beratung im Verkehrsausschuss", 23]],
  },
  {
    title: "Änderung des Gemeindeverkehrsfinanzierungsgesetzes",
    shortTitle: "GVFG 2026",
    level: "bund",
    topic: "Finanzierung der Infrastruktur",
    printedPapers: ["BT-Drs. 21/845", "BR-Drs. 98/26"],
    summary: "Förderfähigkeit der Reaktivierung von Strecken nichtbundeseigener Eisenbahnen.",
    history: [
      ["kabinett", -400],
      ["bundestag_1", -330],
      ["ausschuss", -300],
      ["bundestag_2_3", -260],
      ["bundesrat_2", -240],
      ["verkuendung", -225],
      ["inkrafttreten", -200],
    ],
    dates: [],
  },
  {
    title: "Revision der Verordnung über die Nutzung von Fahrwegkapazität im einheitlichen europäischen Eisenbahnraum",
    shortTitle: "EU-Kapazitätsverordnung",
    level: "eu",
    topic: "Kapazitätsmanagement",
    printedPapers: ["COM(2023) 443"],
    summary: "Neue Regeln für die Zuweisung von Trassen; Ausnahmen für Netze mit geringer Bedeutung sind umstritten.",
    history: [
      ["kabinett", -600],
      ["bundesrat_1", -560],
      ["bundestag_1", -420],
      ["ausschuss", -380],
      ["bundestag_2_3", -90],
    ],
    dates: [["other", "Trilog-Runde", 51]],
  },
  {
    title: "Gesetz über den öffentlichen Personennahverkehr im Land Sachsen-Anhalt (Novelle)",
    shortTitle: "ÖPNVG Sachsen-Anhalt",
    level: "land",
    land: "Sachsen-Anhalt",
    topic: "Reaktivierung",
    printedPapers: ["LT-Drs. 8/5120"],
    summary: "Reaktivierungskonzept des Landes als Grundlage für die Trassensicherung.",
    history: [
      ["referentenentwurf", -90],
      ["kabinett", -40],
      ["bundestag_1", -14],
    ],
    dates: [["hearing", "Anhörung im Ausschuss für Infrastruktur und Digitales", 28]],
  },
];

const STANCES_ON_AEG: Stance[] = ["unterstuetzend", "offen", "offen", "kritisch", "offen", "unbekannt", "unterstuetzend", "kritisch", "offen", "offen"];

const AEG_ACTIONS: [ActionKind, number | string, string, Outcome, number[]][] = [
  ["letter", "2025-06-17", "Stellungnahme an das Bundesministerium für Verkehr", "antwort", [7, 8]],
  ["press_release", "2025-06-17", "Pressemitteilung „§ 23 AEG: VNSI fordert Nachbesserungen“", "durchgefuehrt", []],
  ["meeting", "2025-07-09", "Fachgespräch im Referat Eisenbahnrecht", "gespraech", [7, 8]],
  ["letter", -40, "Brief an die Berichterstatter im Verkehrsausschuss", "antwort", [0, 1, 2]],
  ["email", -33, "Alternativen A und B an die Obleute", "durchgefuehrt", [2, 4, 5]],
  ["meeting", -26, "Gespräch mit MdB Albrecht im Wahlkreis", "zusage", [0]],
  ["call", -19, "Telefonat mit dem Büro Brehmer", "gespraech", [1]],
  ["event", -12, "Parlamentarischer Abend „Strecken sichern, Eigentum achten“", "durchgefuehrt", [0, 1, 2, 3, 6]],
  ["letter", -10, "Brief an die Länderverkehrsministerien zur Bundesratsbefassung", "abgelehnt", [9]],
  ["meeting", -5, "Gespräch mit MdB Dr. Castell", "antwort", [2]],
  ["letter", 6, "Schriftliche Stellungnahme zur Anhörung", "geplant", [0, 1, 2, 4, 5]],
  ["meeting", 14, "Gespräch mit MdB Dierkes (Haushalt)", "geplant", [3]],
];

/** A day offset from today, or a fixed date as it is. */
const on = (today: string, when: number | string) => (typeof when === "string" ? when : addDays(today, when));

export const politicalSeeder: Seeder = {
  name: "political-workbench",
  // The CRM's people come first: the workbench adds its stakeholders to the same organisations.
  after: ["crm"],
  async run(context) {
    const { db, today, users } = context;
    const contacts = await seedStakeholders(db, context);
    const staff = users.management.id;
    const aegId = await seedProcedure(db, AEG, today, staff);
    const otherIds = [];
    for (const procedure of OTHER_PROCEDURES) otherIds.push(await seedProcedure(db, procedure, today, context.random.pick([staff, users.board.id, null])));
    await db.insert(politicalProcedureWatchers).values([
      { procedureId: aegId, userId: users.member.id },
      { procedureId: aegId, userId: users.board.id },
    ]);

    const positionIds = await seedPositions(db, context);
    await db.insert(politicalProcedurePositions).values([
      { procedureId: aegId, positionId: positionIds.aeg },
      { procedureId: aegId, positionId: positionIds.demands[1]! },
      { procedureId: otherIds[0]!, positionId: positionIds.demands[0]! },
      { procedureId: otherIds[2]!, positionId: positionIds.demands[0]! },
      { procedureId: otherIds[1]!, positionId: positionIds.draft },
    ]);
    await db.insert(politicalLinks).values([
      {
        procedureId: aegId,
        kind: "press",
        target: "aeg-nachbesserungen",
        title: "§ 23 AEG: VNSI fordert Nachbesserungen bei der Freistellung von Bahnstrecken",
      },
      { positionId: positionIds.demands[0]!, kind: "press", target: "koalitionsvertrag", title: "Pressemitteilung zum Koalitionsvertrag" },
    ]);
    await db
      .insert(politicalStances)
      .values(
        contacts.slice(0, STANCES_ON_AEG.length).map((contactId, i) => ({ procedureId: aegId, contactId, stance: STANCES_ON_AEG[i]!, updatedBy: staff })),
      );

    await seedCampaigns(db, context, aegId, contacts);
    await db.insert(politicalLobbyYears).values({
      year: Number(today.slice(0, 4)) - 1,
      employeesCount: 3,
      employeesFte: "1.60",
      expenditureEuros: 84_500,
      grants: [],
      activityDescription:
        "Der VNSI vertritt die Interessen nichtbundeseigener Eisenbahninfrastrukturunternehmen gegenüber Bundestag und Bundesregierung, vor allem zu Finanzierung, Regulierung und Trassensicherung.",
      updatedBy: staff,
    });
  },
};

async function seedStakeholders(db: Db, { users, random }: SeedContext): Promise<string[]> {
  const owners = [users.management.id, users.board.id, users.admin.id];
  const orgIds = new Map<string, string>();
  for (const o of SEED_ORGANIZATIONS) {
    // Reuse the CRM's organisation of that name ("Deutscher Bundestag – Verkehrsausschuss"), else add it.
    const [existing] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(ilike(organizations.name, `${o.name}%`))
      .orderBy(asc(organizations.name))
      .limit(1);
    const id =
      existing?.id ??
      (
        await db
          .insert(organizations)
          .values({ name: o.name, kind: o.kind, city: o.city, tags: ["politik"] })
          .returning({ id: organizations.id })
      )[0]!.id;
    orgIds.set(o.key, id);
  }
  const ids: string[] = [];
  for (const s of SEED_STAKEHOLDERS) {
    const [row] = await db
      .insert(crmContacts)
      .values({
        title: s.title ?? null,
        firstName: s.firstName,
        lastName: s.lastName,
        jobFunction: s.jobFunction,
        organizationId: orgIds.get(s.organization)!,
        tags: ["politik"],
        createdBy: users.management.id,
      })
      .returning({ id: crmContacts.id });
    ids.push(row!.id);
    await db.insert(politicalStakeholders).values({
      contactId: row!.id,
      institutionKind: s.institutionKind,
      party: s.party ?? null,
      committees: s.committees ?? [],
      relationshipOwnerId: random.pick(owners),
    });
  }
  // The CRM's own people in politics, ministries, authorities, press and partner associations join the map too.
  const others = await db
    .select({ id: crmContacts.id, kind: organizations.kind })
    .from(crmContacts)
    .innerJoin(organizations, eq(organizations.id, crmContacts.organizationId))
    .where(and(inArray(organizations.kind, ["politics", "ministry", "authority", "press", "partner_association"]), notInArray(crmContacts.id, ids)));
  const KIND = { politics: "bundestag", ministry: "bundesregierung", authority: "behoerde", press: "presse", partner_association: "verband" } as const;
  if (others.length) {
    await db
      .insert(politicalStakeholders)
      .values(
        others.map((c) => ({ contactId: c.id, institutionKind: KIND[c.kind as keyof typeof KIND] ?? "sonstige", relationshipOwnerId: random.pick(owners) })),
      )
      .onConflictDoNothing();
  }
  return ids;
}

async function seedProcedure(db: Db, p: SeedProcedure, today: string, responsibleId: string | null): Promise<string> {
  const [stage, offset] = p.history.at(-1)!;
  const [row] = await db
    .insert(politicalProcedures)
    .values({
      title: p.title,
      shortTitle: p.shortTitle,
      level: p.level,
      land: p.land ?? null,
      stage,
      stageSince: on(today, offset),
      printedPapers: p.printedPapers,
      topic: p.topic,
      summary: p.summary,
      responsibleId,
      createdBy: responsibleId,
    })
    .returning({ id: politicalProcedures.id });
  const id = row!.id;
  await db.insert(politicalStageChanges).values(
    p.history.map(([to, days], i) => ({
      procedureId: id,
      fromStage: i === 0 ? null : p.history[i - 1]![0],
      toStage: to,
      changedOn: on(today, days),
      note: i === 0 ? "Verfahren erfasst" : null,
      changedBy: responsibleId,
    })),
  );
  if (p.dates.length)
    await db
      .insert(politicalProcedureDates)
      .values(
        p.dates.map(([kind, title, days]) => ({ procedureId: id, kind, title, dueOn: on(today, days), leadDays: kind === "consultation_deadline" ? 10 : 7 })),
      );
  return id;
}

async function seedPositions(db: Db, { users, today }: SeedContext): Promise<{ aeg: string; demands: string[]; draft: string }> {
  const board = users.board.id;
  const demands: string[] = [];
  for (const demand of await readDemands()) {
    const [row] = await db
      .insert(politicalPositions)
      .values({
        topic: "Kernforderungen",
        title: demand.title,
        summary: demand.description,
        body: demand.description,
        status: "veroeffentlicht",
        adoptedOn: "2025-05-14",
        adoptionReference: "Vorstandsbeschluss zu den Kernforderungen",
        publicPath: "/themen",
        demandNumber: demand.number,
        createdBy: board,
      })
      .returning({ id: politicalPositions.id });
    await db.insert(politicalPositionVersions).values({
      positionId: row!.id,
      number: 1,
      status: "veroeffentlicht",
      title: demand.title,
      summary: demand.description,
      body: demand.description,
      changeNote: "Übernommen von /themen",
      createdBy: board,
    });
    demands.push(row!.id);
  }
  const statement = await readAegStatement();
  const summary =
    "Trassensicherung ja, aber nicht auf Kosten der Eigentümer: befristete Aussetzung (Alternative A) oder finanzieller Ausgleich (Alternative B).";
  const [aeg] = await db
    .insert(politicalPositions)
    .values({
      topic: "Freistellung von Bahnstrecken",
      title: statement.title,
      summary,
      body: statement.body,
      status: "veroeffentlicht",
      adoptedOn: "2025-06-16",
      adoptionReference: "Umlaufbeschluss des Vorstands vom 16.06.2025",
      publicPath: "/stellungnahme-aeg",
      currentVersion: 3,
      createdBy: users.management.id,
    })
    .returning({ id: politicalPositions.id });
  const draftBody = statement.body.split("\n## Alternative A")[0]!;
  await db.insert(politicalPositionVersions).values([
    {
      positionId: aeg!.id,
      number: 1,
      status: "entwurf",
      title: statement.title,
      summary,
      body: draftBody,
      changeNote: "Entwurf der Geschäftsstelle",
      createdBy: users.management.id,
      createdAt: new Date("2025-06-05T09:30:00Z"),
    },
    {
      positionId: aeg!.id,
      number: 2,
      status: "beschlossen",
      title: statement.title,
      summary,
      body: statement.body,
      changeNote: "Alternativen A und B ergänzt, vom Vorstand beschlossen",
      createdBy: board,
      createdAt: new Date("2025-06-16T16:00:00Z"),
    },
    {
      positionId: aeg!.id,
      number: 3,
      status: "veroeffentlicht",
      title: statement.title,
      summary,
      body: statement.body,
      changeNote: "Auf der Website veröffentlicht",
      createdBy: users.management.id,
      createdAt: new Date("2025-06-17T08:00:00Z"),
    },
  ]);
  const draftTitle = "Vereinfachte Trassenentgelte für nichtbundeseigene Netze";
  const draftText =
    "Für Netze mit geringer Verkehrsleistung sollen pauschale Entgeltmodelle ohne Einzelgenehmigung zulässig sein. Entwurf zur Beratung im Vorstand.";
  const [draft] = await db
    .insert(politicalPositions)
    .values({ topic: "Trassenpreise", title: draftTitle, summary: draftText, body: draftText, status: "entwurf", createdBy: users.management.id })
    .returning({ id: politicalPositions.id });
  await db.insert(politicalPositionVersions).values({
    positionId: draft!.id,
    number: 1,
    status: "entwurf",
    title: draftTitle,
    summary: draftText,
    body: draftText,
    changeNote: `Erste Fassung (${today})`,
    createdBy: users.management.id,
  });
  return { aeg: aeg!.id, demands, draft: draft!.id };
}

async function seedCampaigns(db: Db, { users, today }: SeedContext, aegId: string, contacts: string[]): Promise<void> {
  const [aeg] = await db
    .insert(politicalCampaigns)
    .values({
      title: "§ 23 AEG nachbessern",
      goal: "Die Abgeordneten des Verkehrsausschusses übernehmen Alternative A oder B in ihre Änderungsanträge; mindestens zwei Berichterstatter unterstützen öffentlich.",
      startsOn: "2025-06-01",
      endsOn: addDays(today, 60),
      procedureId: aegId,
      ownerId: users.management.id,
      createdBy: users.management.id,
    })
    .returning({ id: politicalCampaigns.id });
  await db.insert(politicalCampaignTargets).values([0, 1, 2, 3, 4, 5, 7, 9, 10].map((i) => ({ campaignId: aeg!.id, contactId: contacts[i]! })));
  for (const [kind, days, title, outcome, people] of AEG_ACTIONS) {
    const [action] = await db
      .insert(politicalActions)
      .values({ campaignId: aeg!.id, kind, occurredOn: on(today, days), title, outcome, createdBy: users.management.id })
      .returning({ id: politicalActions.id });
    if (people.length) await db.insert(politicalActionContacts).values(people.map((i) => ({ actionId: action!.id, contactId: contacts[i]! })));
  }
  await db.insert(politicalLinks).values({
    campaignId: aeg!.id,
    kind: "press",
    target: "aeg-nachbesserungen",
    title: "§ 23 AEG: VNSI fordert Nachbesserungen bei der Freistellung von Bahnstrecken",
  });

  const [budget] = await db
    .insert(politicalCampaigns)
    .values({
      title: "Bundesmittel für NE-Infrastruktur im Haushalt",
      goal: "Ein eigener Titel für nichtbundeseigene Schienenwege im Bundeshaushalt (Kernforderung 1).",
      startsOn: addDays(today, -30),
      endsOn: addDays(today, 90),
      topic: "Finanzierung der Infrastruktur",
      ownerId: users.board.id,
      createdBy: users.board.id,
    })
    .returning({ id: politicalCampaigns.id });
  await db.insert(politicalCampaignTargets).values([1, 3, 6].map((i) => ({ campaignId: budget!.id, contactId: contacts[i]! })));
  const [letter] = await db
    .insert(politicalActions)
    .values({
      campaignId: budget!.id,
      kind: "letter",
      occurredOn: addDays(today, -21),
      title: "Brief an die Haushälter der Koalition",
      outcome: "antwort",
      createdBy: users.board.id,
    })
    .returning({ id: politicalActions.id });
  await db.insert(politicalActionContacts).values([1, 3].map((i) => ({ actionId: letter!.id, contactId: contacts[i]! })));
  // The § 23 AEG work is what the association does right now: it heads the lists.
  await db.execute(sql`UPDATE political_campaigns SET updated_at = now() + interval '1 second' WHERE id = ${aeg!.id}`);
  await db.execute(sql`UPDATE political_procedures SET updated_at = now() + interval '1 second' WHERE id = ${aegId}`);
}
