/**
 * Office holders from before the tool: without them no assembly could be quorate (a presidium
 * member must be present, § 4 Abs. 6), and a presidium is otherwise only elected in a quorate one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, isNull, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { profiles } from "#platform/auth/tables.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { berlinDate } from "#shared/dates.ts";
import { officeHolderSchema } from "../../schema/office-term.ts";
import { loadElectorate } from "../electorate-queries.ts";
import { checkIn, createMember } from "../testing/assembly-fixture.ts";
import { recordOfficeHolder } from "./office-holder-commands.ts";
import { refusalOf } from "../testing/refusal-of.ts";
import { generalAssemblies, officeTerms } from "../tables.ts";

let db: Db;
const actor = { id: `user_office_${Date.now()}` };
const today = berlinDate(new Date());

beforeAll(async () => {
  db = await getDb();
  await db.insert(profiles).values({ id: actor.id, email: "office-holders@example.org" }).onConflictDoNothing();
  // Seats held by earlier files (one database on Postgres) end today, or on their election day if that is later.
  await db
    .update(officeTerms)
    .set({ endedOn: sql`greatest(${officeTerms.electedOn}, current_date)` })
    .where(isNull(officeTerms.endedOn));
}, 60_000);
afterAll(() => closeDatabase());

describe("recording office holders elected before the tool", () => {
  it("records a sitting president who then counts for the quorum; the seat is not overwritten", async () => {
    const president = await createMember(db, `Präsidialbahn ${Date.now()} GmbH`);
    const input = officeHolderSchema.parse({ office: "president", personName: "Dr. Martina Schulz", userId: president.userId, electedOn: "2025-05-20" });
    const { id } = await recordOfficeHolder(db, input, actor);
    const [term] = await db
      .select({ organizationId: officeTerms.organizationId, termEndsOn: officeTerms.termEndsOn })
      .from(officeTerms)
      .where(eq(officeTerms.id, id));
    expect(term).toEqual({ organizationId: president.organizationId, termEndsOn: "2027-05-20" });
    const [activity] = rowsOf<{ description: string }>(
      await db.execute(sql`SELECT description FROM user_activity_log WHERE user_id = ${actor.id} AND activity_type = 'office_holder_recorded'`),
    );
    expect(activity!.description).toContain("Dr. Martina Schulz als Präsidentin / Präsident erfasst");

    const [assembly] = await db
      .insert(generalAssemblies)
      .values({ title: "Quorum mit Altpräsidium", kind: "ordinary", status: "running", assemblyDate: today, startsAt: sql`now()`, openedAt: sql`now()` })
      .returning({ id: generalAssemblies.id });
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
