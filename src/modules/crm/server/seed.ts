/**
 * Demo data of the CRM: the people the association's advocacy works with (members of the
 * Bundestag's transport committee, the federal transport ministry, the regulators, Länder
 * ministries, trade press, partner associations), with tags, follow-ups and a history of
 * interactions by the office and the board.
 */
import { addDays, type Seeder } from "#platform/seed/seed-context.ts";
import { crmContacts, crmInteractions } from "./tables.ts";
import { organizations } from "./organization-table.ts";

interface DemoOrganization {
  name: string;
  kind: "politics" | "ministry" | "authority" | "press" | "partner_association";
  city: string;
  state: string;
  tags: string[];
  contacts: [title: string | null, firstName: string, lastName: string, jobFunction: string, tags: string[]][];
}

const ORGANIZATIONS: DemoOrganization[] = [
  {
    name: "Deutscher Bundestag – Verkehrsausschuss",
    kind: "politics",
    city: "Berlin",
    state: "Berlin",
    tags: ["Bund", "AEG"],
    contacts: [
      [null, "Katharina", "Meissner", "MdB, Berichterstatterin Schiene", ["AEG", "Güterverkehr"]],
      ["Dr.", "Jan", "Hollerbach", "MdB, Obmann im Verkehrsausschuss", ["AEG"]],
      [null, "Ayşe", "Demir", "Wissenschaftliche Mitarbeiterin", ["AEG"]],
    ],
  },
  {
    name: "Bundesministerium für Verkehr – Referat Eisenbahninfrastruktur",
    kind: "ministry",
    city: "Berlin",
    state: "Berlin",
    tags: ["Bund", "Förderung"],
    contacts: [
      ["Dr.", "Henrike", "Sauer", "Referatsleiterin", ["Förderung", "AEG"]],
      [null, "Michael", "Dorn", "Referent Schienengüterverkehr", ["Förderung"]],
    ],
  },
  {
    name: "Eisenbahn-Bundesamt",
    kind: "authority",
    city: "Bonn",
    state: "Nordrhein-Westfalen",
    tags: ["Aufsicht"],
    contacts: [[null, "Rolf", "Bergmann", "Abteilungsleiter Infrastruktur", ["Aufsicht"]]],
  },
  {
    name: "Bundesnetzagentur – Abteilung Eisenbahnregulierung",
    kind: "authority",
    city: "Bonn",
    state: "Nordrhein-Westfalen",
    tags: ["Regulierung"],
    contacts: [[null, "Carolin", "Winkler", "Referentin Zugang Serviceeinrichtungen", ["Regulierung"]]],
  },
  {
    name: "Ministerium für Infrastruktur und Digitales Sachsen-Anhalt",
    kind: "ministry",
    city: "Magdeburg",
    state: "Sachsen-Anhalt",
    tags: ["Land", "Förderung"],
    contacts: [[null, "Steffen", "Kunze", "Referatsleiter ÖPNV und Schiene", ["Förderung"]]],
  },
  {
    name: "Bayerisches Staatsministerium für Wohnen, Bau und Verkehr",
    kind: "ministry",
    city: "München",
    state: "Bayern",
    tags: ["Land"],
    contacts: [[null, "Franziska", "Huber", "Referentin Schieneninfrastruktur", ["Förderung"]]],
  },
  {
    name: "DVZ Deutsche Verkehrs-Zeitung",
    kind: "press",
    city: "Hamburg",
    state: "Hamburg",
    tags: ["Presse"],
    contacts: [[null, "Julian", "Hartwig", "Redakteur Schienengüterverkehr", ["Presse"]]],
  },
  {
    name: "Tagesspiegel Background Verkehr",
    kind: "press",
    city: "Berlin",
    state: "Berlin",
    tags: ["Presse"],
    contacts: [[null, "Miriam", "Falk", "Redakteurin", ["Presse", "AEG"]]],
  },
  {
    name: "Verband Deutscher Verkehrsunternehmen (VDV)",
    kind: "partner_association",
    city: "Köln",
    state: "Nordrhein-Westfalen",
    tags: ["Partner"],
    contacts: [[null, "Bernd", "Ulrich", "Fachbereichsleiter Eisenbahn", ["Partner"]]],
  },
  {
    name: "Allianz pro Schiene e.V.",
    kind: "partner_association",
    city: "Berlin",
    state: "Berlin",
    tags: ["Partner"],
    contacts: [[null, "Sophie", "Lindner", "Referentin Politik", ["Partner", "AEG"]]],
  },
];

const INTERACTIONS: [kind: "meeting" | "call" | "letter" | "email" | "event", summary: string][] = [
  ["meeting", "Parlamentarisches Gespräch zur Änderung von § 23 AEG; Alternativvorschlag (Absatz 2a) übergeben."],
  ["call", "Telefonat zum Stand des Referentenentwurfs; Rückmeldung bis Ende des Monats zugesagt."],
  ["letter", "Stellungnahme des Verbands zum Entwurf mit den zehn Kernforderungen versandt."],
  ["email", "Einladung zum Parlamentarischen Abend des Verbands."],
  ["event", "Gespräch am Rande der Fachtagung Schienengüterverkehr."],
  ["meeting", "Austausch zu den Förderrichtlinien für Gleisanschlüsse und nichtbundeseigene Strecken."],
  ["call", "Presseanfrage zur Situation der Hafenbahnen beantwortet."],
];

export const crmSeeder: Seeder = {
  name: "crm",
  async run({ db, random, today, users }) {
    const staff = [users.management, users.board, users.admin];
    for (const demo of ORGANIZATIONS) {
      const [organization] = await db
        .insert(organizations)
        .values({ name: demo.name, kind: demo.kind, city: demo.city, state: demo.state, tags: demo.tags })
        .returning({ id: organizations.id });
      for (const [title, firstName, lastName, jobFunction, tags] of demo.contacts) {
        const [contact] = await db
          .insert(crmContacts)
          .values({
            title,
            firstName,
            lastName,
            jobFunction,
            organizationId: organization!.id,
            email: `${firstName
              .toLowerCase()
              .normalize("NFD")
              .replace(/[^a-z]/g, "")}.${lastName
              .toLowerCase()
              .normalize("NFD")
              .replace(/[^a-z]/g, "")}@example.org`,
            tags,
            // About a third have a follow-up: some due now, some planned.
            followUpAt: random.chance(0.35) ? addDays(today, random.int(-10, 40)) : null,
            createdBy: users.management.id,
          })
          .returning({ id: crmContacts.id });
        const count = random.int(0, 4);
        for (let i = 0; i < count; i++) {
          const [kind, summary] = random.pick(INTERACTIONS);
          const by = random.pick(staff);
          await db.insert(crmInteractions).values({
            kind,
            summary,
            occurredOn: addDays(today, -random.int(3, 300)),
            userId: by.id,
            contactId: contact!.id,
            organizationId: organization!.id,
            createdBy: by.id,
          });
        }
      }
    }
  },
};
