/**
 * The general assembly at the scale: 60 member companies, 50 representatives checked in to
 * a running assembly with an open secret ballot (what the chair's screen and every member's screen
 * poll during the vote), and 300 earlier assemblies for the office's list. Targets: the office's
 * detail (attendance, live quorum, ballots) and list, a representative's view (polled every 2 s by
 * each of the 50 during a ballot) and overview.
 */
import type { ModuleBench } from "../module-bench.ts";

const MEMBERS = 60;
const PRESENT = 50;
const PAST = 300;

export const bench: ModuleBench = {
  module: "assembly",
  async seed({ database, createUser }) {
    const { sql } = await import("drizzle-orm");
    const { rowsOf } = await import("#platform/db/rows.ts");
    const db = database.db;
    await database.execScript(`
      INSERT INTO organizations (name, kind, email) SELECT 'Bench-Bahn ' || g || ' GmbH', 'member_company', 'bench' || g || '@example.org' FROM generate_series(1, ${MEMBERS}) g;
      INSERT INTO memberships (organization_id, membership_class, entry_date)
        SELECT id, 'ordinary', current_date - 400 FROM organizations WHERE name LIKE 'Bench-Bahn %';
      INSERT INTO general_assemblies (title, kind, status, assembly_date, starts_at, first_invitation_sent_at, closed_at)
        SELECT 'Bench-Versammlung ' || g, 'ordinary', 'closed', current_date - g * 7, now() - make_interval(days => g * 7),
               now() - make_interval(days => g * 7 + 30), now() - make_interval(days => g * 7) + interval '4 hours'
        FROM generate_series(1, ${PAST}) g;
    `);
    const [assembly] = rowsOf<{ id: string }>(
      await db.execute(sql`
        INSERT INTO general_assemblies (title, kind, status, assembly_date, starts_at, opened_at, first_invitation_sent_at)
        VALUES ('Bench laufende Versammlung', 'ordinary', 'running', (now() AT TIME ZONE 'Europe/Berlin')::date, now(), now(), now() - interval '30 days') RETURNING id`),
    );
    const orgs = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM organizations WHERE name LIKE 'Bench-Bahn %' ORDER BY name LIMIT ${PRESENT}`));
    let first: { userId: string; sessionId: string } | undefined;
    for (const org of orgs) {
      const login = await createUser(["mitglied"]);
      first ??= login;
      await db.execute(sql`UPDATE profiles SET organization_id = ${org.id} WHERE id = ${login.userId}`);
      await db.execute(
        sql`INSERT INTO assembly_representatives (organization_id, user_id, authority) VALUES (${org.id}, ${login.userId}, 'managing_director')`,
      );
      await db.execute(
        sql`INSERT INTO assembly_attendance (assembly_id, user_id, organization_id, mode, checked_in_at) VALUES (${assembly!.id}, ${login.userId}, ${org.id}, 'online', now())`,
      );
    }
    await db.execute(sql`
      INSERT INTO association_office_terms (office, seat, person_name, user_id, elected_on, term_ends_on)
      VALUES ('president', 1, 'Bench-Präsidentin', ${first!.userId}, current_date - 30, current_date + 700)`);
    const [ballot] = rowsOf<{ id: string }>(
      await db.execute(
        sql`INSERT INTO assembly_ballots (assembly_id, subject, title, mode, status, opened_at) VALUES (${assembly!.id}, 'general', 'Bench-Abstimmung', 'secret', 'open', now()) RETURNING id`,
      ),
    );
    await database.execScript(`
      INSERT INTO assembly_ballot_options (ballot_id, option_key, label, position) VALUES ('${ballot!.id}', 'yes', 'Ja', 0), ('${ballot!.id}', 'no', 'Nein', 1), ('${ballot!.id}', 'abstain', 'Enthaltung', 2);
      INSERT INTO assembly_secret_tallies (ballot_id, option_key, votes) VALUES ('${ballot!.id}', 'yes', 0), ('${ballot!.id}', 'no', 0), ('${ballot!.id}', 'abstain', 0);
    `);
    return { assemblyId: assembly!.id, member: first! };
  },
  async targets({ header, headerFor }, seeded) {
    const assemblyId = seeded.assemblyId as string;
    const member = await headerFor(seeded.member as { userId: string; sessionId: string });
    return [
      { name: "assembly: office list (newest 25 of 301)", method: "GET", path: "/api/assembly/assemblies?pageSize=25", headers: header, expect: [200] },
      {
        name: "assembly: office detail, 50 present, ballot open",
        method: "GET",
        path: `/api/assembly/assemblies/${assemblyId}`,
        headers: header,
        expect: [200],
        p95TargetMs: 100,
      },
      {
        name: "assembly: representative's view during a ballot",
        method: "GET",
        path: `/api/assembly/member/assemblies/${assemblyId}`,
        headers: member,
        expect: [200],
      },
      { name: "assembly: representative's overview", method: "GET", path: "/api/assembly/member/overview", headers: member, expect: [200] },
    ];
  },
};
