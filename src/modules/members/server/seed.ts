/**
 * Demo data of the member register: 35 member companies of a believable association of
 * non-federally-owned railway infrastructure operators (ports, industrial sidings, regional
 * networks, terminals) across classes and federal states, with their representatives and further
 * contact people as CRM contacts. The demo member accounts are linked to their companies, so the
 * member area, the assembly and the finances have real representatives to work with.
 */
import { eq } from "drizzle-orm";
import { profiles } from "#platform/auth/tables.ts";
import { addDays, type Seeder } from "#platform/seed/seed-context.ts";
import { demoCalendar, FOUNDING_DATE, outsideAdmissionFreezes } from "#platform/seed/demo-calendar.ts";
import { crmContacts, organizations } from "#modules/crm/index.ts";
import { memberships } from "./tables.ts";

type Class = "ordinary" | "supporting" | "honorary";

interface DemoCompany {
  name: string;
  legalForm: string;
  city: string;
  postalCode: string;
  state: string;
  km: number | null;
  employees: number;
  types: string[];
  class: Class;
  representative: [salutation: "Herr" | "Frau", firstName: string, lastName: string, position: string];
  /** The demo account that represents the company (src/platform/seed/seed-users.ts). */
  account?: string;
}

const C = (
  name: string,
  legalForm: string,
  city: string,
  postalCode: string,
  state: string,
  km: number | null,
  employees: number,
  types: string[],
  cls: Class,
  representative: DemoCompany["representative"],
  account?: string,
): DemoCompany => ({
  name,
  legalForm,
  city,
  postalCode,
  state,
  km,
  employees,
  types,
  class: cls,
  representative,
  account,
});

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  // The presidium's companies (content/vorstand): founding members, represented by the president, the vice president and the treasurer.
  C(
    "Mitteldeutsche Eisenbahninfrastruktur GmbH",
    "GmbH",
    "Halle (Saale)",
    "06112",
    "Sachsen-Anhalt",
    240.0,
    152,
    ["schienenwege", "serviceeinrichtungen"],
    "ordinary",
    ["Herr", "Dr. Matthias", "Kühnel", "Geschäftsführer"],
    "matthias.kuehnel@vnsi-verband.de",
  ),
  C(
    "Hafen- und Industriebahn Weser-Ems GmbH",
    "GmbH",
    "Oldenburg",
    "26135",
    "Niedersachsen",
    36.5,
    61,
    ["haefen_terminals", "industriestammgleise", "serviceeinrichtungen"],
    "ordinary",
    ["Frau", "Katrin", "Albers", "Leiterin Infrastruktur"],
    "katrin.albers@vnsi-verband.de",
  ),
  C(
    "Eisenbahninfrastruktur Oberlausitz GmbH",
    "GmbH",
    "Bautzen",
    "02625",
    "Sachsen",
    94.2,
    48,
    ["schienenwege"],
    "ordinary",
    ["Herr", "Jens", "Wohlfahrt", "Kaufmännischer Geschäftsführer"],
    "vorstand@vnsi-verband.de",
  ),
  C(
    "Hafenbahn Rostock GmbH",
    "GmbH",
    "Rostock",
    "18147",
    "Mecklenburg-Vorpommern",
    42.5,
    38,
    ["haefen_terminals", "schienenwege"],
    "ordinary",
    ["Frau", "Jana", "Krüger", "Geschäftsführerin"],
    "j.krueger@hafenbahn-rostock.de",
  ),
  C(
    "Erzgebirgsbahn Infrastruktur GmbH",
    "GmbH",
    "Chemnitz",
    "09111",
    "Sachsen",
    118.3,
    64,
    ["schienenwege", "serviceeinrichtungen"],
    "ordinary",
    ["Herr", "Thomas", "Wolf", "Leiter Infrastruktur"],
    "t.wolf@erzgebirgsbahn-infra.de",
  ),
  C(
    "Rheinhafen Infrastruktur Duisburg GmbH",
    "GmbH",
    "Duisburg",
    "47119",
    "Nordrhein-Westfalen",
    76.0,
    112,
    ["haefen_terminals", "industriestammgleise"],
    "ordinary",
    ["Frau", "Selin", "Yılmaz", "Prokuristin"],
    "s.yilmaz@rheinhafen-infrastruktur.de",
  ),
  C(
    "Industriegleis Süd GmbH & Co. KG",
    "GmbH & Co. KG",
    "Ingolstadt",
    "85057",
    "Bayern",
    21.4,
    17,
    ["industriestammgleise"],
    "ordinary",
    ["Herr", "Markus", "Becker", "Geschäftsführer"],
    "m.becker@industriegleis-sued.de",
  ),
  C(
    "Nordharz Netz AG",
    "AG",
    "Wernigerode",
    "38855",
    "Sachsen-Anhalt",
    156.9,
    141,
    ["schienenwege", "serviceeinrichtungen"],
    "ordinary",
    ["Frau", "Anke", "Hoffmann", "Vorstand Infrastruktur"],
    "a.hoffmann@nordharz-netz.de",
  ),
  C(
    "Westerwaldbahn Eisenbahninfrastruktur GmbH",
    "GmbH",
    "Montabaur",
    "56410",
    "Rheinland-Pfalz",
    64.2,
    29,
    ["schienenwege"],
    "ordinary",
    ["Herr", "Felix", "Hartung", "Betriebsleiter"],
    "mitglied@vnsi-verband.de",
  ),
  C("Hafen Hamburg Bahn Service GmbH", "GmbH", "Hamburg", "21129", "Hamburg", 88.1, 204, ["haefen_terminals", "serviceeinrichtungen"], "ordinary", [
    "Frau",
    "Katrin",
    "Lorenzen",
    "Geschäftsführerin",
  ]),
  C("Bremische Hafeneisenbahn GmbH", "GmbH", "Bremerhaven", "27568", "Bremen", 55.7, 73, ["haefen_terminals"], "ordinary", [
    "Herr",
    "Jörg",
    "Meyerdierks",
    "Leiter Bahnbetrieb",
  ]),
  C("Uckermärkische Eisenbahninfrastruktur GmbH", "GmbH", "Prenzlau", "17291", "Brandenburg", 97.6, 24, ["schienenwege"], "ordinary", [
    "Herr",
    "Stefan",
    "Lehmann",
    "Geschäftsführer",
  ]),
  C("Berliner Industriebahn GmbH", "GmbH", "Berlin", "13599", "Berlin", 18.2, 41, ["industriestammgleise", "serviceeinrichtungen"], "ordinary", [
    "Frau",
    "Claudia",
    "Reinhardt",
    "Prokuristin",
  ]),
  C("Kreisbahn Mansfelder Land GmbH", "GmbH", "Hettstedt", "06333", "Sachsen-Anhalt", 34.8, 19, ["schienenwege"], "ordinary", [
    "Herr",
    "Uwe",
    "Schubert",
    "Eisenbahnbetriebsleiter",
  ]),
  C("Thüringer Güterverkehrsstrecken GmbH", "GmbH", "Erfurt", "99085", "Thüringen", 71.3, 33, ["schienenwege", "serviceeinrichtungen"], "ordinary", [
    "Frau",
    "Martina",
    "Günther",
    "Geschäftsführerin",
  ]),
  C(
    "Hessische Landesbahn Infrastruktur GmbH",
    "GmbH",
    "Frankfurt am Main",
    "60486",
    "Hessen",
    203.4,
    180,
    ["schienenwege", "serviceeinrichtungen"],
    "ordinary",
    ["Herr", "Dr. Frank", "Ostermann", "Geschäftsführer Infrastruktur"],
  ),
  C(
    "Südwestdeutsche Verkehrs-Infrastruktur AG",
    "AG",
    "Lahr",
    "77933",
    "Baden-Württemberg",
    244.7,
    215,
    ["schienenwege", "serviceeinrichtungen", "industriestammgleise"],
    "ordinary",
    ["Herr", "Rainer", "Kölble", "Vorstand"],
  ),
  C("Hohenzollerische Landesbahn Netz GmbH", "GmbH", "Gammertingen", "72501", "Baden-Württemberg", 107.5, 58, ["schienenwege"], "ordinary", [
    "Frau",
    "Sabine",
    "Haller",
    "Leiterin Netz",
  ]),
  C("Saarbahn Infrastruktur GmbH", "GmbH", "Saarbrücken", "66111", "Saarland", 43.9, 47, ["schienenwege"], "ordinary", [
    "Herr",
    "Pascal",
    "Klein",
    "Geschäftsführer",
  ]),
  C("Niedersachsen Hafen Logistik GmbH", "GmbH", "Emden", "26725", "Niedersachsen", 61.2, 92, ["haefen_terminals", "industriestammgleise"], "ordinary", [
    "Herr",
    "Hauke",
    "Janssen",
    "Leiter Hafenbahn",
  ]),
  C("Osthannoversche Eisenbahnen AG", "AG", "Celle", "29221", "Niedersachsen", 312.0, 260, ["schienenwege", "serviceeinrichtungen"], "ordinary", [
    "Frau",
    "Birte",
    "Wendland",
    "Vorständin",
  ]),
  C("Kieler Hafenbahn GmbH", "GmbH", "Kiel", "24143", "Schleswig-Holstein", 12.6, 14, ["haefen_terminals"], "ordinary", [
    "Herr",
    "Sönke",
    "Petersen",
    "Betriebsleiter",
  ]),
  C("Bayerische Regionalinfrastruktur GmbH", "GmbH", "Regensburg", "93055", "Bayern", 128.8, 77, ["schienenwege"], "ordinary", [
    "Herr",
    "Josef",
    "Obermaier",
    "Geschäftsführer",
  ]),
  C("Container-Terminal Großbeeren GmbH", "GmbH", "Großbeeren", "14979", "Brandenburg", 6.4, 53, ["haefen_terminals", "serviceeinrichtungen"], "ordinary", [
    "Frau",
    "Nadine",
    "Fuchs",
    "Terminalleiterin",
  ]),
  C("Chemiepark Gleisanlagen GmbH", "GmbH", "Leuna", "06237", "Sachsen-Anhalt", 48.0, 35, ["industriestammgleise", "serviceeinrichtungen"], "ordinary", [
    "Herr",
    "Andreas",
    "Zimmer",
    "Leiter Logistik",
  ]),
  C("Vorpommersche Landesbahn Infrastruktur GmbH", "GmbH", "Anklam", "17389", "Mecklenburg-Vorpommern", 54.3, 21, ["schienenwege"], "ordinary", [
    "Frau",
    "Doreen",
    "Schulz",
    "Geschäftsführerin",
  ]),
  C(
    "Westfälische Landes-Eisenbahn Netz GmbH",
    "GmbH",
    "Lippstadt",
    "59555",
    "Nordrhein-Westfalen",
    176.2,
    134,
    ["schienenwege", "serviceeinrichtungen"],
    "ordinary",
    ["Herr", "Christoph", "Brinkmann", "Geschäftsführer"],
  ),
  C("Mittelweserbahn Infrastruktur GmbH", "GmbH", "Bruchhausen-Vilsen", "27305", "Niedersachsen", 38.7, 12, ["schienenwege"], "ordinary", [
    "Herr",
    "Henning",
    "Tiemann",
    "Geschäftsführer",
  ]),
  // Supporting members: consultants, manufacturers, operators who support the association.
  C("Gleisplan Ingenieurgesellschaft mbH", "GmbH", "Dresden", "01069", "Sachsen", null, 46, ["sonstige"], "supporting", [
    "Frau",
    "Ulrike",
    "Seidel",
    "Geschäftsführerin",
  ]),
  C("Weichenwerk Brandenburg GmbH", "GmbH", "Brandenburg an der Havel", "14770", "Brandenburg", null, 310, ["sonstige"], "supporting", [
    "Herr",
    "Matthias",
    "Kühn",
    "Vertriebsleiter",
  ]),
  C("Rail & Port Consulting GmbH", "GmbH", "Hamburg", "20457", "Hamburg", null, 9, ["sonstige"], "supporting", ["Frau", "Lena", "Kowalski", "Partnerin"]),
  C("Güterverkehrsgesellschaft Mitteldeutschland mbH", "GmbH", "Leipzig", "04109", "Sachsen", null, 88, ["sonstige"], "supporting", [
    "Herr",
    "Tobias",
    "Reuter",
    "Geschäftsführer",
  ]),
  C("Zweckverband Schienengüterverkehr Oberlausitz", "Sonstige", "Bautzen", "02625", "Sachsen", 29.1, 6, ["schienenwege"], "supporting", [
    "Herr",
    "Gernot",
    "Lange",
    "Verbandsvorsitzender",
  ]),
  // Honorary members (natural persons in the statutes; recorded as their office here).
  C("Ehrenmitglied Prof. Dr. Heinz Albrecht", "Sonstige", "Magdeburg", "39104", "Sachsen-Anhalt", null, 1, ["sonstige"], "honorary", [
    "Herr",
    "Prof. Dr. Heinz",
    "Albrecht",
    "Ehrenmitglied",
  ]),
  C("Ehrenmitglied Dr. Gisela Bornemann", "Sonstige", "Kassel", "34117", "Hessen", null, 1, ["sonstige"], "honorary", [
    "Frau",
    "Dr. Gisela",
    "Bornemann",
    "Ehrenmitglied",
  ]),
];

/** Further contact people: each name at one company only (issue 25: the same four people worked at up to five). */
const FIRST_NAMES = [
  "Nina",
  "Oliver",
  "Petra",
  "Lars",
  "Miriam",
  "Sebastian",
  "Katja",
  "Daniel",
  "Heike",
  "Florian",
  "Sandra",
  "Tim",
  "Julia",
  "Ralf",
  "Annika",
  "Marco",
  "Silke",
  "Jan",
  "Bettina",
  "Christian",
];
const LAST_NAMES = [
  "Brandt",
  "Sommer",
  "Vogel",
  "Engel",
  "Lorenz",
  "Kraft",
  "Albrecht",
  "Peters",
  "Möller",
  "Winter",
  "Busch",
  "Franke",
  "Jung",
  "Hahn",
  "Scholz",
  "Roth",
  "Beck",
  "Krause",
  "Seifert",
  "Ludwig",
];
const JOB_FUNCTIONS = ["Assistenz der Geschäftsführung", "Leitung Finanzen", "Eisenbahnbetriebsleitung", "Fördermittelmanagement", "Instandhaltung"];

const ascii = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/ı/g, "i")
    .replace(/[^a-z]/g, "");

const domainOf = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/\b(gmbh|ag|mbh|kg|co)\b/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40)}.de`;

export const membersSeeder: Seeder = {
  name: "members",
  async run({ db, random, today, users }) {
    const calendar = demoCalendar(today);
    for (const [index, company] of DEMO_COMPANIES.entries()) {
      const domain = domainOf(company.name);
      const [organization] = await db
        .insert(organizations)
        .values({
          name: company.name,
          kind: "member_company",
          legalForm: company.legalForm,
          street: `${random.pick(["Hafenstraße", "Bahnhofstraße", "Am Güterbahnhof", "Industriestraße", "Gleisweg", "Lokschuppenweg"])} ${random.int(1, 120)}`,
          postalCode: company.postalCode,
          city: company.city,
          state: company.state,
          website: company.class === "honorary" ? null : `https://www.${domain}`,
          phone: `+49 ${random.int(30, 991)} ${random.int(100000, 999999)}`,
          email: company.class === "honorary" ? null : `info@${domain}`,
          tags: company.types.includes("haefen_terminals") ? ["Hafen"] : company.km && company.km > 100 ? ["Regionalnetz"] : [],
        })
        .returning({ id: organizations.id });
      // Founding members (the presidium's companies and twelve more) joined at the founding; later ones spread over the association's life.
      // Never inside a demo assembly's admission freeze (§ 3 Abs. 5: invitation to the end of the assembly).
      const joined = outsideAdmissionFreezes(calendar, addDays(today, -random.int(30, 600)));
      const entryDate = index < 15 || joined < FOUNDING_DATE ? FOUNDING_DATE : joined;
      await db.insert(memberships).values({
        organizationId: organization!.id,
        membershipClass: company.class,
        status: "active",
        entryDate: entryDate > today ? today : entryDate,
        trackLengthKm: company.km === null ? null : company.km.toFixed(1),
        infrastructureTypes: company.types,
        employeeCount: company.employees,
      });
      const [, nameWithTitle, lastName, position] = company.representative;
      const title = /^(Prof\. Dr\.|Dr\.)\s/.exec(nameWithTitle)?.[1] ?? null;
      const firstName = title ? nameWithTitle.slice(title.length).trim() : nameWithTitle;
      const account = company.account ? users.all.find((u) => u.email === company.account) : undefined;
      await db.insert(crmContacts).values({
        firstName,
        lastName,
        title,
        jobFunction: position,
        organizationId: organization!.id,
        email: account?.email ?? `${ascii(firstName)}.${ascii(lastName)}@${domain}`,
        phone: `+49 ${random.int(30, 991)} ${random.int(100000, 999999)}`,
        isRepresentative: true,
        createdBy: users.management.id,
      });
      if (company.class !== "honorary" && random.chance(0.6)) {
        // Walks the name lists in steps that never repeat a pair within 400 companies.
        const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
        const last = LAST_NAMES[(index * 7 + 3 + Math.floor(index / FIRST_NAMES.length)) % LAST_NAMES.length]!;
        const job = JOB_FUNCTIONS[index % JOB_FUNCTIONS.length]!;
        await db.insert(crmContacts).values({
          firstName: first,
          lastName: last,
          jobFunction: job,
          organizationId: organization!.id,
          email: `${ascii(first)}.${ascii(last)}@${domain}`,
          createdBy: users.management.id,
        });
      }
      if (account) await db.update(profiles).set({ organizationId: organization!.id }).where(eq(profiles.id, account.id));
    }
    // One member resigned last year (effective at year end) and stays in the register as history.
    const [leaving] = await db
      .insert(organizations)
      .values({
        name: "Altmarkbahn Infrastruktur GmbH",
        kind: "member_company",
        legalForm: "GmbH",
        city: "Stendal",
        postalCode: "39576",
        state: "Sachsen-Anhalt",
      })
      .returning({ id: organizations.id });
    const lastYear = Number(today.slice(0, 4)) - 1;
    await db.insert(memberships).values({
      organizationId: leaving!.id,
      membershipClass: "ordinary",
      status: "resigned",
      entryDate: "2024-10-10",
      resignationReceivedAt: `${lastYear}-09-12`,
      exitDate: `${lastYear}-12-31`,
      trackLengthKm: "22.0",
      infrastructureTypes: ["schienenwege"],
      employeeCount: 8,
    });
  },
};
