/**
 * Demo data of the membership applications: companies that applied recently, in every status of
 * the review (pending, in review, approved, rejected, withdrawn), with the presidium's decisions.
 * The first came in before the invitation to the assembly running on the demo's first day and
 * waits for its end (§ 3 Abs. 5, ADR 285); the approval was decided before that invitation.
 */
import { eq } from "drizzle-orm";
import { addDays, type Seeder } from "#platform/seed/seed-context.ts";
import { admitMember } from "#modules/members/index.ts";
import { desiredEntryDate } from "#platform/seed/demo-calendar.ts";
import { membershipApplications } from "./tables.ts";

/**
 * Days before the seed each application came in, in the order of APPLICATIONS (the decided ones 14
 * days later, before the invitation 35 days ago). The dashboard lists the five oldest open
 * applications: three of them new (Wismar, Oberhausen, Hof), so the day-one journey admits one and
 * each width of the roles journey takes its own into review (tests/e2e/journeys/).
 */
const RECEIVED_DAYS_AGO = [40, 24, 9, 15, 12, 27, 33, 62, 68, 57];

type Status = "pending" | "in_review" | "approved" | "rejected" | "withdrawn";

const APPLICATIONS: [
  company: string,
  city: string,
  postalCode: string,
  state: string,
  km: number | null,
  status: Status,
  representative: [string, string, string, string],
][] = [
  ["Anschlussbahn Wismar GmbH", "Wismar", "23966", "Mecklenburg-Vorpommern", 9.8, "pending", ["frau", "Heike", "Brandenburg", "Geschäftsführerin"]],
  ["Gleiswerk Oberhausen GmbH", "Oberhausen", "46045", "Nordrhein-Westfalen", 14.1, "pending", ["herr", "Dirk", "Lutter", "Prokurist"]],
  ["Spreewaldbahn Infrastruktur GmbH", "Lübbenau", "03222", "Brandenburg", 27.4, "pending", ["herr", "Robert", "Noack", "Geschäftsführer"]],
  ["Logistikzentrum Hof Schienenterminal GmbH", "Hof", "95028", "Bayern", 4.2, "pending", ["frau", "Elena", "Popescu", "Terminalleiterin"]],
  ["Ostfriesische Küstenbahn GmbH", "Norden", "26506", "Niedersachsen", 31.0, "in_review", ["herr", "Enno", "Frerichs", "Geschäftsführer"]],
  [
    "Eifelquerbahn Infrastruktur GmbH",
    "Gerolstein",
    "54568",
    "Rheinland-Pfalz",
    42.3,
    "in_review",
    ["frau", "Monika", "Schmitz", "Vorsitzende der Geschäftsführung"],
  ],
  ["Chemiestandort Burghausen Bahn GmbH", "Burghausen", "84489", "Bayern", 19.7, "in_review", ["herr", "Florian", "Wagner", "Leiter Werkbahn"]],
  ["Hafenbahn Brunsbüttel GmbH", "Brunsbüttel", "25541", "Schleswig-Holstein", 8.9, "approved", ["herr", "Kai", "Lüders", "Geschäftsführer"]],
  ["Bahnconsult Nord GmbH", "Lübeck", "23552", "Schleswig-Holstein", null, "rejected", ["frau", "Tanja", "Reese", "Geschäftsführerin"]],
  ["Museumsbahn Sauerland e.V.", "Meschede", "59872", "Nordrhein-Westfalen", 11.5, "withdrawn", ["herr", "Werner", "Kaiser", "Vorsitzender"]],
];

export const membershipApplicationsSeeder: Seeder = {
  name: "membership-applications",
  after: ["members"],
  async run({ db, random, today, users }) {
    for (const [index, [company, city, postalCode, state, km, status, [salutation, firstName, lastName, position]]] of APPLICATIONS.entries()) {
      const submitted = addDays(today, -RECEIVED_DAYS_AGO[index]!);
      const decided = status === "approved" || status === "rejected";
      const domain = company
        .toLowerCase()
        .replace(/[^a-z]+/g, "-")
        .replace(/^-|-$/g, "")
        .slice(0, 30);
      const [row] = await db
        .insert(membershipApplications)
        .values({
          companyName: company,
          legalForm: company.endsWith("e.V.") ? "e.V." : "GmbH",
          employeeCount: random.int(4, 120),
          street: `${random.pick(["Am Hafen", "Bahnhofstraße", "Industriering", "Gleisdreieck"])} ${random.int(1, 60)}`,
          postalCode,
          city,
          state,
          phone: `+49 ${random.int(30, 991)} ${random.int(100000, 999999)}`,
          email: `info@${domain}.de`,
          website: `https://www.${domain}.de`,
          representativeSalutation: salutation,
          representativeFirstname: firstName,
          representativeLastname: lastName,
          representativePosition: position,
          representativeEmail: `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(/[^a-z]/g, "")}@${domain}.de`,
          infrastructureTypes:
            km === null ? ["sonstige", "sonstige: Planung und Beratung"] : ["schienenwege", ...(random.chance(0.4) ? ["serviceeinrichtungen"] : [])],
          trackLength: km === null ? null : km.toFixed(1),
          // Within this year where it can be (issue 25: admitted on the demo's first day, the member is in this year's fee run).
          desiredEntryDate: desiredEntryDate(today, 30 + index * 10),
          referralSource: random.pick(["Internetsuche", "Empfehlung", "Veranstaltung"]),
          status,
          version: status === "pending" ? 1 : decided ? 3 : 2,
          createdAt: new Date(`${submitted}T09:${String(10 + index).padStart(2, "0")}:00+01:00`),
          decisionReason:
            status === "approved"
              ? "Satzungsgemäß: Betreiberin einer nichtbundeseigenen Hafenbahn."
              : status === "rejected"
                ? "Kein Infrastrukturbetrieb; eine fördernde Mitgliedschaft wurde angeboten."
                : null,
          decisionDate: decided ? addDays(submitted, 14) : null,
          decidedAt: decided ? new Date(`${addDays(submitted, 14)}T16:00:00+01:00`) : null,
          decidedBy: decided ? users.board.id : null,
        })
        .returning();
      if (status === "approved") {
        // The presidium's approval admitted the company: it is a member now (entry on the desired date).
        const { organization } = await admitMember(db, row!, "ordinary", addDays(submitted, 14), users.board.id);
        await db.update(membershipApplications).set({ organizationId: organization.id }).where(eq(membershipApplications.id, row!.id));
      }
    }
  },
};
