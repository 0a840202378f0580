/**
 * Demo data of the assembly module (issue 15): representatives, the presidium of the public site
 * (Dr. Kühnel, Albers, Wohlfahrt, with their member companies) and cash auditors; the last ordinary
 * assembly, invited to every member of that day, chaired by the president, with attendance, a show
 * of hands, a named statute-change vote, a secret election and published minutes; the ordinary
 * assembly running on the day of the seed (issue 25, ADR 285: invited five weeks before to every
 * member of that day, opened with a quorum and the president in the chair, the discharge voted, a
 * member's motion open for the vote, the demo member's company not yet voted), which the office
 * closes and whose end lifts the admission freeze; and a members' request for an extraordinary
 * assembly that is collecting support. The dates come from the demo calendar
 * (platform/seed/demo-calendar.ts). Companies and memberships are created here only when the
 * register has fewer than five members (without the members seeder).
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { profiles } from "#platform/auth/tables.ts";
import { organizations } from "#modules/crm/index.ts";
import { memberships } from "#modules/members/index.ts";
import type { IsoDate } from "#shared/dates.ts";
import { addDays, type Seeder, type SeedContext } from "#platform/seed/seed-context.ts";
import { demoCalendar, FOUNDING_DATE } from "#platform/seed/demo-calendar.ts";
import { berlinInstant } from "#shared/dates.ts";
import { castVote } from "./ballots/vote-commands.ts";
import { loadElectorate } from "./electorate-queries.ts";
import { HttpError } from "#platform/http/errors.ts";
import { closeBallot } from "./ballots/close-ballot.ts";
import { createElectionBallot, createMotionBallot } from "./ballots/create-ballot.ts";
import { openBallot } from "./ballots/open-ballot.ts";
import { motionFingerprint } from "./motions/motion-commands.ts";
import { publishMinutes } from "./minutes/publish-minutes.ts";
import { closeAssembly } from "./assemblies/assembly-day-commands.ts";
import { officeCheckIn } from "./participation/attendance-commands.ts";
import { termEndsOn, type Office } from "../domain/elections.ts";
import { memberOn } from "./member-standing-queries.ts";
import {
  agendaItems,
  assemblyRequests,
  attendance,
  ballots,
  generalAssemblies,
  invitations,
  motionSupporters,
  motions as motionTable,
  officeTerms,
  representatives,
  requestSignatures,
} from "./tables.ts";

const COMPANIES: { name: string; city: string; state: string; membershipClass: "ordinary" | "supporting" | "honorary"; email: string }[] = [
  { name: "Hafenbahn Rostock GmbH", city: "Rostock", state: "Mecklenburg-Vorpommern", membershipClass: "ordinary", email: "info@hafenbahn-rostock.de" },
  { name: "Erzgebirgsbahn Infrastruktur GmbH", city: "Chemnitz", state: "Sachsen", membershipClass: "ordinary", email: "kontakt@erzgebirgsbahn-infra.de" },
  {
    name: "Rheinhafen Infrastruktur GmbH & Co. KG",
    city: "Duisburg",
    state: "Nordrhein-Westfalen",
    membershipClass: "ordinary",
    email: "info@rheinhafen-infrastruktur.de",
  },
  { name: "Industriegleis Süd AG", city: "Ingolstadt", state: "Bayern", membershipClass: "ordinary", email: "info@industriegleis-sued.de" },
  { name: "Nordharz Netz GmbH", city: "Wernigerode", state: "Sachsen-Anhalt", membershipClass: "ordinary", email: "netz@nordharz-netz.de" },
  { name: "Kleinbahn Vorpommern GmbH", city: "Anklam", state: "Mecklenburg-Vorpommern", membershipClass: "ordinary", email: "info@kleinbahn-vorpommern.de" },
  { name: "Anschlussbahn Nordbayern GmbH", city: "Hof", state: "Bayern", membershipClass: "ordinary", email: "info@anschlussbahn-nordbayern.de" },
  { name: "Eisenbahninfrastruktur Württemberg GmbH", city: "Ulm", state: "Baden-Württemberg", membershipClass: "ordinary", email: "info@eiw-bahn.de" },
  { name: "Hafen- und Industriebahn Bremen GmbH", city: "Bremen", state: "Bremen", membershipClass: "ordinary", email: "kontakt@hib-bremen.de" },
  {
    name: "Westerwaldbahn Infrastruktur GmbH",
    city: "Montabaur",
    state: "Rheinland-Pfalz",
    membershipClass: "ordinary",
    email: "info@westerwaldbahn-infra.de",
  },
  { name: "Ingenieurbüro Gleisplan GmbH", city: "Leipzig", state: "Sachsen", membershipClass: "supporting", email: "buero@gleisplan.de" },
  { name: "Schienenlogistik Mitte GmbH", city: "Kassel", state: "Hessen", membershipClass: "supporting", email: "info@schienenlogistik-mitte.de" },
  { name: "Zweckverband Nahverkehr Elbe-Elster", city: "Herzberg", state: "Brandenburg", membershipClass: "supporting", email: "info@zv-elbe-elster.de" },
  { name: "Prof. Dr. Heinrich Albers", city: "Dresden", state: "Sachsen", membershipClass: "honorary", email: "h.albers@example.org" },
];

/** Memberships not ended (an exit date set, even a future one, counts as ended here, as it always did). */
const currentMemberCount = (db: Db) => db.$count(memberships, isNull(memberships.exitDate));

async function ensureCompanies(db: Db, context: SeedContext): Promise<{ id: string; name: string; membershipClass: string }[]> {
  if ((await currentMemberCount(db)) < 5) {
    for (const [i, c] of COMPANIES.entries()) {
      const [org] = await db
        .insert(organizations)
        .values({ name: c.name, kind: "member_company", city: c.city, state: c.state, email: c.email })
        .returning({ id: organizations.id });
      await db.insert(memberships).values({ organizationId: org!.id, membershipClass: c.membershipClass, entryDate: addDays(context.today, -700 + i * 20) });
    }
    context.log(`Mitgliederversammlung: ${COMPANIES.length} Mitgliedsunternehmen angelegt`);
  }
  return db
    .select({ id: organizations.id, name: organizations.name, membershipClass: memberships.membershipClass })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(isNull(memberships.exitDate))
    .orderBy(asc(memberships.entryDate), asc(organizations.name));
}

/** The company a demo account is linked to, if any. */
async function linkedOrganization(db: Db, userId: string): Promise<string | null> {
  const [profile] = await db.select({ organizationId: profiles.organizationId }).from(profiles).where(eq(profiles.id, userId));
  return profile?.organizationId ?? null;
}

/** Invited: every member of the day the invitation went out, at its address (a fallback where it has none). */
async function inviteMembersOf(db: Db, assemblyId: string, invitedOn: IsoDate, sentAt: Date) {
  const members = await db
    .select({ id: organizations.id, email: organizations.email })
    .from(organizations)
    .innerJoin(memberships, eq(memberships.organizationId, organizations.id))
    .where(memberOn(invitedOn));
  if (members.length === 0) return;
  await db
    .insert(invitations)
    .values(members.map((m) => ({ assemblyId, organizationId: m.id, recipientEmail: m.email ?? "info@example.org", queuedAt: sentAt, sentAt })))
    .onConflictDoNothing();
}

/** One agenda item per title, announced with the invitation; their ids in agenda order. */
async function addAgenda(db: Db, assemblyId: string, items: [string, string | null][], announcedAt: Date | null): Promise<string[]> {
  const rows = await db
    .insert(agendaItems)
    .values(items.map(([title, description], i) => ({ assemblyId, position: i + 1, title, description, announcedAt })))
    .returning({ id: agendaItems.id, position: agendaItems.position });
  return rows.sort((a, b) => a.position - b.position).map((r) => r.id);
}

export const assemblySeeder: Seeder = {
  name: "assembly",
  async run(context) {
    const { db, users, today } = context;
    const calendar = demoCalendar(today);
    const registered = await currentMemberCount(db);
    const companies = await ensureCompanies(db, context);
    const ordinary = companies.filter((c) => c.membershipClass === "ordinary");
    if (ordinary.length < 4) return context.log("Mitgliederversammlung: zu wenige ordentliche Mitglieder, nichts angelegt");
    await db
      .update(organizations)
      .set({ email: sql`'info-' || left(${organizations.id}::text, 8) || '@vnsi-demo.de'` })
      .where(and(isNull(organizations.email), inArray(organizations.id, db.select({ id: memberships.organizationId }).from(memberships))));

    // People: the member demo accounts belong to the first ordinary companies and may represent them.
    const members = users.all.filter((u) => u.roles.includes("mitglied"));
    const people: Person[] = [];
    for (const [i, user] of members.slice(0, ordinary.length).entries()) {
      // A person already linked by the members seeder keeps their company, if it is an ordinary member;
      // the others (the office's staff) stay without one unless this seeder made the register itself.
      if (registered < 5)
        await db
          .update(profiles)
          .set({ organizationId: ordinary[i]!.id })
          .where(and(eq(profiles.id, user.id), isNull(profiles.organizationId)));
      const linked = await linkedOrganization(db, user.id);
      const company = ordinary.find((c) => c.id === linked);
      if (company && !people.some((p) => p.company.id === company.id)) people.push({ user, company });
    }
    for (const { user, company } of people) {
      const authority = context.random.pick(["managing_director", "managing_director", "authorized_officer"] as const);
      await db.insert(representatives).values({ organizationId: company.id, userId: user.id, authority, recordedBy: users.admin.id }).onConflictDoNothing();
    }
    // The presidium of the public site, each representing their own member company (a founding member).
    if (people.length < 4) return context.log("Mitgliederversammlung: zu wenige verknüpfte Demo-Konten, nichts angelegt");
    const presidium = await presidiumOf(db, context, ordinary, people);
    for (const { user, company } of presidium) {
      await db
        .insert(representatives)
        .values({ organizationId: company.id, userId: user.id, authority: "managing_director", recordedBy: users.admin.id })
        .onConflictDoNothing();
    }
    // Elected at the founding for two years (content/presse/gruendung.mdx); the next assembly elects anew.
    const electedOn = FOUNDING_DATE;
    const offices = ["president", "vice_president", "treasurer"] as const;
    type Term = [Office, number, string, string | null, string | null];
    const terms: Term[] = [
      ...presidium.slice(0, 3).map((p, i): Term => [offices[i]!, 1, `${p.user.firstName} ${p.user.lastName}`, p.user.id, p.company.id]),
      ["cash_auditor", 1, "Birgit Sommer", null, null],
    ];
    for (const [office, seat, personName, userId, organizationId] of terms) {
      await db.insert(officeTerms).values({ office, seat, personName, userId, organizationId, electedOn, termEndsOn: termEndsOn(electedOn) });
    }

    await pastAssembly(db, context, calendar, people, presidium);
    await runningAssembly(db, context, calendar, people, presidium);
    // A members' request for an extraordinary assembly, collecting support.
    const nextYear = Number(today.slice(0, 4)) + 1;
    const [request] = await db
      .insert(assemblyRequests)
      .values({
        purpose: `Beitragsordnung ${nextYear} vorziehen`,
        reasons: `Die Förderprogramme des Bundes für NE-Infrastruktur laufen aus; die Mitglieder brauchen vor dem Sommer Klarheit über die Beiträge ${nextYear}.`,
        openedByOrganizationId: people[3]!.company.id,
        openedByUserId: people[3]!.user.id,
        createdAt: berlinInstant(addDays(today, -6), "09:30")!,
      })
      .returning({ id: assemblyRequests.id });
    for (const { user, company } of people.slice(3, 6)) {
      // Signed now (the column's default), as the seed runs.
      await db.insert(requestSignatures).values({ requestId: request!.id, organizationId: company.id, userId: user.id }).onConflictDoNothing();
    }
    context.log("Mitgliederversammlung: letzte Versammlung mit Protokoll, heute laufende Versammlung, ein Verlangen");
  },
};

type Person = { user: SeedContext["users"]["admin"]; company: { id: string; name: string } };

/**
 * President, vice president and treasurer: the board's demo accounts with the companies the members
 * seeder linked them to (the president first). Without the members seeder the board's account
 * represents a free ordinary member.
 */
async function presidiumOf(db: Db, context: SeedContext, ordinary: { id: string; name: string }[], people: Person[]): Promise<Person[]> {
  const { users } = context;
  const board = users.all.filter((u) => u.roles.includes("vorstand"));
  const order = ["matthias.kuehnel@vnsi-verband.de", "katrin.albers@vnsi-verband.de", users.board.email];
  const rank = (email: string) => (order.includes(email) ? order.indexOf(email) : order.length);
  board.sort((a, b) => rank(a.email) - rank(b.email));
  const presidium: Person[] = [];
  for (const user of board) {
    const linked = await linkedOrganization(db, user.id);
    let company = ordinary.find((c) => c.id === linked);
    if (!company) {
      company = ordinary.find((c) => !people.some((p) => p.company.id === c.id) && !presidium.some((p) => p.company.id === c.id));
      if (!company) continue;
      await db.update(profiles).set({ organizationId: company.id }).where(eq(profiles.id, user.id));
    }
    presidium.push({ user, company });
  }
  return presidium;
}

async function pastAssembly(db: Db, context: SeedContext, calendar: ReturnType<typeof demoCalendar>, people: Person[], presidium: Person[]) {
  const { users } = context;
  const { date, invitedOn, minutesOn } = calendar.lastAssembly;
  const president = presidium[0]!;
  const board = president.user;
  const boardCompany = president.company;
  const opened = berlinInstant(date, "10:00")!;
  const sent = berlinInstant(invitedOn, "11:00")!;
  const [assembly] = await db
    .insert(generalAssemblies)
    .values({
      title: `Ordentliche Mitgliederversammlung ${calendar.lastAssembly.label}`,
      kind: "ordinary",
      status: "running",
      assemblyDate: date,
      startsAt: opened,
      place: "Berlin, Reinhardtstraße 27",
      onlineParticipation: true,
      chairName: `${board.firstName} ${board.lastName} (Präsident)`,
      minuteTakerName: "Paul Schneider (Geschäftsstelle)",
      firstInvitationSentAt: sent,
      openedAt: opened,
      createdBy: users.admin.id,
    })
    .returning({ id: generalAssemblies.id });
  const id = assembly!.id;
  const itemIds = await addAgenda(
    db,
    id,
    [
      ["Begrüßung und Feststellung der Beschlussfähigkeit", null],
      ["Bericht des Vorstands und Kassenbericht", null],
      ["Entlastung des Vorstands", null],
      ["Änderung von § 6 Abs. 2 der Satzung (Beitragsstaffel)", null],
      ["Wahl einer Kassenprüferin oder eines Kassenprüfers", null],
    ],
    sent,
  );
  // Invited: every member of the day the invitation went out (issue 25: it said "8 von 8" beside 28 members).
  await inviteMembersOf(db, id, invitedOn, sent);
  const present = [...people.slice(0, Math.max(4, people.length - 1)), ...presidium];
  for (const p of present) {
    const mode = context.random.chance(0.3) ? "online" : "in_person";
    await db
      .insert(attendance)
      .values({ assemblyId: id, userId: p.user.id, organizationId: p.company.id, mode, registeredAt: opened, checkedInAt: opened })
      .onConflictDoNothing();
  }
  const at = (minutes: number) => new Date(opened.getTime() + minutes * 60_000);

  const discharge = await db.transaction((tx) =>
    createMotionBallot(tx, {
      assemblyId: id,
      title: "Entlastung des Vorstands für das Geschäftsjahr",
      subject: "general",
      mode: "open",
      agendaItemId: itemIds[2],
    }),
  );
  await openBallot(db, discharge, at(40));
  // Votes present as the rules count them (companies of other seeders may have joined later).
  const { quorumInput } = await loadElectorate(db, id, date);
  const votesPresent = quorumInput.votingMembersPresent + quorumInput.votingMembersRepresented;
  await closeBallot(db, discharge, { votes: { yes: Math.max(0, votesPresent - 2), no: 0, abstain: Math.min(2, votesPresent) }, invalid: 0 }, at(44));

  const [motion] = await db
    .insert(motionTable)
    .values({
      assemblyId: id,
      agendaItemId: itemIds[3],
      category: "statute_change",
      title: "Beitragsstaffel nach Gleiskilometern",
      body: "§ 6 Abs. 2 Satz 2 erhält folgende Fassung: „Die Beitragsordnung staffelt die Beiträge der ordentlichen Mitglieder nach der Länge der betriebenen Gleisanlagen.“",
      filedByOrganizationId: boardCompany.id,
      receivedAt: berlinInstant(addDays(date, -40), "15:00"),
      status: "admitted",
      contentFingerprint: motionFingerprint("§ 6 Abs. 2 Satz 2 erhält folgende Fassung: Beitragsstaffel nach Gleiskilometern"),
    })
    .returning({ id: motionTable.id });
  const statute = await db.transaction((tx) =>
    createMotionBallot(tx, {
      assemblyId: id,
      title: "Satzungsänderung § 6 Abs. 2 (Beitragsstaffel)",
      subject: "statute_change",
      mode: "named",
      motionId: motion!.id,
      agendaItemId: itemIds[3],
    }),
  );
  await openBallot(db, statute, at(70));
  for (const [i, p] of present.entries())
    await voteIfEntitled(db, { ballotId: statute, organizationId: p.company.id, optionKey: i === 1 ? "no" : "yes" }, p.user.id, at(72));
  await closeBallot(db, statute, null, at(78));

  const election = await db.transaction((tx) =>
    createElectionBallot(
      tx,
      {
        assemblyId: id,
        agendaItemId: itemIds[4],
        office: "cash_auditor",
        seat: 2,
        mode: "secret",
        round: "first",
        candidates: [
          { name: "Carsten Vogel", userId: null, organizationId: null },
          { name: "Martina Engel", userId: null, organizationId: null },
        ],
      },
      at(90),
    ),
  );
  await db.update(ballots).set({ secretDemandedByOrganizationId: present[2]!.company.id }).where(eq(ballots.id, election));
  await openBallot(db, election, at(95));
  for (const [i, p] of present.entries())
    await voteIfEntitled(db, { ballotId: election, organizationId: p.company.id, optionKey: i % 3 === 2 ? "k2" : "k1" }, p.user.id, at(96));
  await closeBallot(db, election, null, at(100));

  // Closed as the chair closes it: the attendance record of that moment is stored (ADR 231).
  const [{ version }] = (await db.select({ version: generalAssemblies.version }).from(generalAssemblies).where(eq(generalAssemblies.id, id))) as [
    { version: number },
  ];
  await closeAssembly(db, id, version, users.admin, at(150));
  await publishMinutes(db, id, users.admin, new Date(`${minutesOn}T09:00:00Z`));
}

/** Demo people whose company was not yet a member on that day simply do not vote. */
async function voteIfEntitled(db: Db, input: { ballotId: string; organizationId: string; optionKey: string }, userId: string, at: Date) {
  try {
    await castVote(db, input, { id: userId }, at);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
}

/**
 * Running today (ADR 285): invited five weeks ago to every member of that day (the four weeks of
 * § 7 kept, so the convocation is complete), opened by the president with the present members
 * checked in as the office does it (a quorum, § 4 Abs. 6), the discharge voted by show of hands
 * and a member's motion open for the vote, on which the demo member's company has not yet voted.
 * Admissions are frozen until the office closes it (§ 3 Abs. 5).
 */
async function runningAssembly(db: Db, context: SeedContext, calendar: ReturnType<typeof demoCalendar>, people: Person[], presidium: Person[]) {
  const { users, today } = context;
  const { invitedOn, label } = calendar.currentAssembly;
  const president = presidium[0]!;
  const invited = berlinInstant(invitedOn, "11:00")!;
  const opened = openedAt(today, new Date());
  // The day's steps lie between the opening and the seed (at most an hour), in this order.
  const span = Math.min(Date.now() - opened.getTime(), 3_600_000);
  const at = (fraction: number) => new Date(opened.getTime() + Math.round(span * fraction));
  const [assembly] = await db
    .insert(generalAssemblies)
    .values({
      title: `Ordentliche Mitgliederversammlung ${label}`,
      kind: "ordinary",
      status: "running",
      assemblyDate: today,
      startsAt: opened,
      place: "Berlin, Reinhardtstraße 27",
      onlineParticipation: true,
      description: "Im Anschluss Fachgespräch zur Novelle des § 23 AEG. Online-Teilnahme über den Mitgliederbereich.",
      chairName: `${president.user.firstName} ${president.user.lastName} (Präsident)`,
      minuteTakerName: "Paul Schneider (Geschäftsstelle)",
      firstInvitationSentAt: invited,
      openedAt: opened,
      createdBy: users.admin.id,
      createdAt: berlinInstant(addDays(invitedOn, -10), "10:15")!,
    })
    .returning({ id: generalAssemblies.id });
  const id = assembly!.id;
  const itemIds = await addAgenda(
    db,
    id,
    [
      ["Begrüßung und Feststellung der Beschlussfähigkeit", null],
      ["Bericht des Vorstands", "Schwerpunkte: Stellungnahme zu § 23 AEG, Förderkulisse NE-Infrastruktur, Mitgliederentwicklung."],
      ["Kassenbericht und Bericht der Kassenprüfer", null],
      ["Entlastung des Vorstands", null],
      ["Haushaltsplan des kommenden Geschäftsjahres", null],
      ["Anträge der Mitglieder", null],
    ],
    invited,
  );
  // Invited: every member of the day the invitation went out (and, by § 3 Abs. 5, no one joined since).
  await inviteMembersOf(db, id, invitedOn, invited);
  // Two members' motions, filed before the invitation went out and admitted to the agenda.
  const motions: [Person, "general" | "board_decision_change", string, string][] = [
    [
      people[1]!,
      "general",
      "Arbeitskreis Anschlussgleise einrichten",
      "Die Mitgliederversammlung beauftragt den Vorstand, einen Arbeitskreis „Anschlussgleise und Gleisanschlussförderung“ einzurichten und in der nächsten Versammlung über erste Ergebnisse zu berichten.",
    ],
    [
      people[2]!,
      "board_decision_change",
      "Vorstandsbeschluss zur Geschäftsstellenmiete aufheben",
      "Der Beschluss des Vorstands vom Frühjahr über die Anmietung zusätzlicher Büroflächen wird aufgehoben.",
    ],
  ];
  const motionIds: string[] = [];
  for (const [person, category, title, body] of motions) {
    const [row] = await db
      .insert(motionTable)
      .values({
        assemblyId: id,
        agendaItemId: itemIds[5],
        category,
        title,
        body,
        filedByOrganizationId: person.company.id,
        filedByUserId: person.user.id,
        receivedAt: berlinInstant(addDays(invitedOn, -4), "15:00"),
        status: "admitted",
        contentFingerprint: motionFingerprint(body),
      })
      .returning({ id: motionTable.id });
    // A motion to change a board decision needs three members' support (it was admitted with it).
    const supporters = [person, ...people.filter((p) => p !== person)].slice(0, category === "board_decision_change" ? 3 : 1);
    await db
      .insert(motionSupporters)
      .values(supporters.map((supporter) => ({ motionId: row!.id, organizationId: supporter.company.id, userId: supporter.user.id })));
    motionIds.push(row!.id);
  }
  // The present members' representatives, checked in by the office (the demo member among them).
  const present = [...presidium, ...people.filter((p) => !presidium.some((q) => q.company.id === p.company.id))];
  for (const [i, p] of present.entries()) {
    await officeCheckIn(db, id, { userId: p.user.id, mode: i % 4 === 3 ? "online" : "in_person", present: true }, users.admin, at(0.05));
  }
  const discharge = await db.transaction((tx) =>
    createMotionBallot(tx, {
      assemblyId: id,
      title: "Entlastung des Vorstands für das Geschäftsjahr",
      subject: "general",
      mode: "open",
      agendaItemId: itemIds[3],
    }),
  );
  await openBallot(db, discharge, at(0.3));
  const { quorumInput } = await loadElectorate(db, id, today);
  const votesPresent = quorumInput.votingMembersPresent + quorumInput.votingMembersRepresented;
  await closeBallot(db, discharge, { votes: { yes: Math.max(0, votesPresent - 1), no: 0, abstain: Math.min(1, votesPresent) }, invalid: 0 }, at(0.35));
  // The motion is open: everyone present has voted but the demo member's company (the newcomer's vote).
  const motion = await db.transaction((tx) =>
    createMotionBallot(tx, {
      assemblyId: id,
      title: "Antrag: Arbeitskreis Anschlussgleise einrichten",
      subject: "general",
      mode: "named",
      motionId: motionIds[0],
      agendaItemId: itemIds[5],
    }),
  );
  await openBallot(db, motion, at(0.7));
  for (const [i, p] of present.entries()) {
    if (p.user.id === users.member.id) continue;
    await voteIfEntitled(db, { ballotId: motion, organizationId: p.company.id, optionKey: i === 2 ? "abstain" : "yes" }, p.user.id, at(0.8));
  }
}

/** Opened at ten when the seed runs after eleven; earlier in the day an hour before the seed (never before the day began). */
function openedAt(today: string, now: Date): Date {
  const ten = berlinInstant(today, "10:00")!;
  if (now.getTime() >= ten.getTime() + 3_600_000) return ten;
  return new Date(Math.max(berlinInstant(today, "00:01")!.getTime(), now.getTime() - 3_600_000));
}
