/**
 * Office holders from before the tool: without them no assembly could be quorate (a presidium
 * member must be present, § 4 Abs. 6), and a presidium is otherwise only elected in a quorate one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { berlinDate } from "#shared/dates.ts";
import { officeHolderSchema } from "../../schema/office-term.ts";
import { loadElectorate } from "../electorate-queries.ts";
import { checkIn, createMember } from "../testing/assembly-fixture.ts";
import { recordOfficeHolder } from "./office-holder-commands.ts";
import { refusalOf } from "../testing/refusal-of.ts";

let db: Db;
const actor = { id: `user_office_${Date.now()}` };
const today = berlinDate(new Date());

beforeAll(async () => {
  db = await getDb();
  await db.execute(sql`INSERT INTO profiles (id, email) VALUES (${actor.id}, 'office-holders@example.org') ON CONFLICT DO NOTHING`);
  await db.execute(sql`UPDATE association_office_terms SET ended_on = greatest(elected_on, current_date) WHERE ended_on IS NULL`);
}, 60_000);
afterAll(() => closeDatabase());

describe("recording office holders elected before the tool", () => {
  it("records a sitting president who then counts for the quorum; the seat is not overwritten", async () => {
    const president = await createMember(db, `Präsidialbahn ${Date.now()} GmbH`);
    const input = officeHolderSchema.parse({ office: "president", personName: "Dr. Martina Schulz", userId: president.userId, electedOn: "2025-05-20" });
    const { id } = await recordOfficeHolder(db, input, actor);
    const [term] = rowsOf<{ organization_id: string; term_ends_on: string }>(
      await db.execute(sql`SELECT organization_id, to_char(term_ends_on, 'YYYY-MM-DD') AS term_ends_on FROM association_office_terms WHERE id = ${id}`),
    );
    expect(term).toEqual({ organization_id: president.organizationId, term_ends_on: "2027-05-20" });
    const [activity] = rowsOf<{ description: string }>(
      await db.execute(sql`SELECT description FROM user_activity_log WHERE user_id = ${actor.id} AND activity_type = 'office_holder_recorded'`),
    );
    expect(activity!.description).toContain("Dr. Martina Schulz als Präsidentin / Präsident erfasst");

    const [assembly] = rowsOf<{ id: string }>(
      await db.execute(
        sql`INSERT INTO general_assemblies (title, kind, status, assembly_date, starts_at, opened_at) VALUES ('Quorum mit Altpräsidium', 'ordinary', 'running', ${today}::date, now(), now()) RETURNING id`,
      ),
    );
    await checkIn(db, assembly!.id, president);
    expect((await loadElectorate(db, assembly!.id, today)).quorum.presidiumPresent).toBe(1);

    const again = await refusalOf(recordOfficeHolder(db, { ...input, personName: "Jemand Anderes", userId: null }, actor));
    expect(again).toMatchObject({ status: 409, code: "seat_occupied" });
    expect(again.message).toContain("Dr. Martina Schulz");
  });

  it("applies the election's eligibility rules and refuses a future election date", async () => {
    const supporting = await createMember(db, `Förderbahn ${Date.now()} GmbH`, "supporting");
    const refused = await refusalOf(
      recordOfficeHolder(
        db,
        officeHolderSchema.parse({ office: "treasurer", personName: "Paul Förder", userId: supporting.userId, electedOn: "2025-05-20" }),
        actor,
      ),
    );
    expect(refused).toMatchObject({ code: "candidate_not_eligible" });
    const future = await refusalOf(
      recordOfficeHolder(db, officeHolderSchema.parse({ office: "cash_auditor", seat: 2, personName: "Karla Prüf", electedOn: "2099-01-01" }), actor),
    );
    expect(future).toMatchObject({ status: 422, code: "elected_in_future" });
    const seat = await refusalOf(
      recordOfficeHolder(db, officeHolderSchema.parse({ office: "treasurer", seat: 2, personName: "Karla Prüf", electedOn: "2025-05-20" }), actor),
    );
    expect(seat.status).toBe(409);
  });
});
