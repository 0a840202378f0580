/**
 * The dashboard (issue 25: p95 < 50 ms at bench scale) reads every module's open things, so it is
 * measured on the other modules' bench data: run it together with them,
 *   BENCH_MODULES=tasks,discussions,documents,finances,operations,assembly,dashboard npm run bench:api
 * Its seed runs last and gives a board member, the administrator and a member company's
 * representative something to see in every section: the member follows 500 threads (half with
 * news), holds every 40th task, gets 300 unread mentions; 200 applications wait for a decision.
 */
import type { ModuleBench } from "../module-bench.ts";

export const bench: ModuleBench = {
  module: "dashboard",
  seedLast: true,
  async seed({ database, createUser }) {
    const member = await createUser(["mitglied"]);
    const board = await createUser(["vorstand"]);
    await database.execScript(`
      UPDATE profiles SET organization_id = (SELECT organization_id FROM memberships ORDER BY entry_date LIMIT 1) WHERE id = '${member.userId}';
      INSERT INTO task_assignees (task_id, user_id)
      SELECT t.id, '${member.userId}' FROM tasks t WHERE abs(hashtext(t.id::text || 'dash')) % 40 = 0 ON CONFLICT DO NOTHING;
      INSERT INTO discussion_thread_users (user_id, thread_id, last_read_post_number)
      SELECT '${member.userId}', t.id, CASE WHEN n % 2 = 0 THEN t.highest_post_number ELSE greatest(t.highest_post_number - 2, 0) END
      FROM (SELECT id, highest_post_number, row_number() OVER (ORDER BY last_post_at DESC) AS n FROM discussion_threads WHERE deleted_at IS NULL LIMIT 500) t
      ON CONFLICT DO NOTHING;
      INSERT INTO notifications (user_id, kind, title, link, created_at)
      SELECT '${member.userId}', 'discussions.mention', 'Erwähnung ' || g, '/backend/discussions', now() - g * interval '1 hour' FROM generate_series(1, 300) AS g;
      INSERT INTO membership_applications (company_name, legal_form, employee_count, street, postal_code, city, state, phone, email,
        representative_salutation, representative_firstname, representative_lastname, representative_position, representative_email, infrastructure_types, desired_entry_date, status, created_at)
      SELECT 'Bench-Antrag ' || g || ' GmbH', 'GmbH', 10, 'Gleis ' || g, '10115', 'Berlin', 'Berlin', '+49 30 1', 'antrag' || g || '@bench.example',
        'frau', 'Erika', 'Bench', 'Geschäftsführerin', 'erika' || g || '@bench.example', ARRAY['schienenwege'], current_date + 30,
        CASE WHEN g % 2 = 0 THEN 'pending' ELSE 'in_review' END, now() - g * interval '1 day'
      FROM generate_series(1, 200) AS g;
    `);
    return { member, board };
  },
  async targets({ header, headerFor }, seeded) {
    const member = await headerFor(seeded.member as { userId: string; sessionId: string });
    const board = await headerFor(seeded.board as { userId: string; sessionId: string });
    return [
      { name: "GET dashboard, member view", kind: "list", method: "GET", path: "/api/dashboard?view=member", headers: member, expect: [200], p95TargetMs: 50 },
      {
        name: "GET dashboard, board view (vorstand)",
        kind: "list",
        method: "GET",
        path: "/api/dashboard?view=board",
        headers: board,
        expect: [200],
        p95TargetMs: 50,
      },
      { name: "GET dashboard, everything (admin)", kind: "list", method: "GET", path: "/api/dashboard", headers: header, expect: [200], p95TargetMs: 50 },
    ];
  },
};
