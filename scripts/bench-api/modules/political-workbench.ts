/**
 * The political workbench at a busy association's scale for `npm run bench:api`: 2,000 procedures
 * (6,000 dates, 8,000 stage changes), 400 positions, 5,000 CRM contacts on the stakeholder map with
 * 20,000 stances, 300 campaigns with 6,000 targets and 30,000 actions reaching 60,000 contacts.
 * Measured: the lists (first page, a keyset page, search, filtered), a campaign's actions, the
 * analytics over twelve weeks and the lobby register report.
 */
import type { ModuleBench } from "../module-bench.ts";

const PROCEDURES = 2_000;
const POSITIONS = 400;
const CONTACTS = 5_000;
const CAMPAIGNS = 300;
const ACTIONS = 30_000;
const id = (prefix: string, n: string) => `('00000000-0000-4000-${prefix}-' || lpad((${n})::text, 12, '0'))::uuid`;

export const bench: ModuleBench = {
  module: "political-workbench",
  async seed({ database }) {
    await database.execScript(`
      INSERT INTO organizations (id, name, kind)
      SELECT ${id("a170", "g")}, 'Bench-Institution ' || g, CASE WHEN g % 3 = 0 THEN 'ministry' ELSE 'politics' END FROM generate_series(1, 50) g ON CONFLICT DO NOTHING;
      INSERT INTO crm_contacts (id, first_name, last_name, job_function, organization_id)
      SELECT ${id("a171", "g")}, 'Vorname' || g, 'Benchperson' || g, 'MdB', ${id("a170", "1 + g % 50")} FROM generate_series(1, ${CONTACTS}) g ON CONFLICT DO NOTHING;
      INSERT INTO political_procedures (id, title, short_title, level, land, stage, stage_since, printed_papers, topic, updated_at)
      SELECT ${id("a172", "g")}, 'Bench-Gesetz Nummer ' || g || ' zur Schieneninfrastruktur', 'BG ' || g, CASE WHEN g % 10 = 0 THEN 'land' WHEN g % 7 = 0 THEN 'eu' ELSE 'bund' END,
             CASE WHEN g % 10 = 0 THEN 'Sachsen' END, (ARRAY['referentenentwurf','kabinett','bundesrat_1','bundestag_1','ausschuss','bundestag_2_3','bundesrat_2','verkuendung','inkrafttreten'])[1 + g % 9],
             current_date - (g % 400), ARRAY['BT-Drs. 21/' || g], 'Thema ' || (g % 25), now() - (g || ' minutes')::interval
      FROM generate_series(1, ${PROCEDURES}) g ON CONFLICT DO NOTHING;
      INSERT INTO political_stage_changes (procedure_id, from_stage, to_stage, changed_on)
      SELECT ${id("a172", "1 + g % " + PROCEDURES)}, 'referentenentwurf', 'kabinett', current_date - (g % 700) FROM generate_series(1, ${PROCEDURES * 4}) g;
      INSERT INTO political_procedure_dates (procedure_id, kind, title, due_on)
      SELECT ${id("a172", "1 + g % " + PROCEDURES)}, (ARRAY['consultation_deadline','hearing','reading','committee'])[1 + g % 4], 'Bench-Termin ' || g, current_date + (g % 300) - 100 FROM generate_series(1, ${PROCEDURES * 3}) g;
      INSERT INTO political_positions (id, topic, title, summary, body, status, adopted_on, adoption_reference, updated_at)
      SELECT ${id("a173", "g")}, 'Thema ' || (g % 25), 'Bench-Position ' || g, 'Kurzfassung ' || g, repeat('Text der Position. ', 200), CASE WHEN g % 5 = 0 THEN 'entwurf' ELSE 'veroeffentlicht' END,
             CASE WHEN g % 5 = 0 THEN NULL ELSE current_date - (g % 700) END, CASE WHEN g % 5 = 0 THEN NULL ELSE 'Vorstand' END, now() - (g || ' minutes')::interval
      FROM generate_series(1, ${POSITIONS}) g ON CONFLICT DO NOTHING;
      INSERT INTO political_procedure_positions (procedure_id, position_id)
      SELECT ${id("a172", "g")}, ${id("a173", "1 + g % " + POSITIONS)} FROM generate_series(1, ${PROCEDURES}) g ON CONFLICT DO NOTHING;
      INSERT INTO political_stances (procedure_id, contact_id, stance)
      SELECT ${id("a172", "1 + g % " + PROCEDURES)}, ${id("a171", "1 + (g * 7) % " + CONTACTS)}, (ARRAY['unterstuetzend','offen','kritisch','unbekannt'])[1 + g % 4] FROM generate_series(1, 20000) g ON CONFLICT DO NOTHING;
      INSERT INTO political_campaigns (id, title, goal, starts_on, ends_on, procedure_id, updated_at)
      SELECT ${id("a174", "g")}, 'Bench-Kampagne ' || g, 'Ziel ' || g, current_date - 200 + (g % 100), current_date + (g % 100), ${id("a172", "g")}, now() - (g || ' minutes')::interval
      FROM generate_series(1, ${CAMPAIGNS}) g ON CONFLICT DO NOTHING;
      INSERT INTO political_campaign_targets (campaign_id, contact_id)
      SELECT ${id("a174", "1 + g % " + CAMPAIGNS)}, ${id("a171", "1 + (g * 13) % " + CONTACTS)} FROM generate_series(1, 6000) g ON CONFLICT DO NOTHING;
      INSERT INTO political_actions (id, campaign_id, kind, occurred_on, title, outcome)
      SELECT ${id("a175", "g")}, ${id("a174", "1 + g % " + CAMPAIGNS)}, (ARRAY['letter','meeting','event','press_release','call','email'])[1 + g % 6], current_date - (g % 365), 'Bench-Aktion ' || g,
             (ARRAY['geplant','durchgefuehrt','antwort','gespraech','zusage','abgelehnt'])[1 + g % 6]
      FROM generate_series(1, ${ACTIONS}) g ON CONFLICT DO NOTHING;
      INSERT INTO political_action_contacts (action_id, contact_id)
      SELECT ${id("a175", "1 + g % " + ACTIONS)}, ${id("a171", "1 + (g * 31) % " + CONTACTS)} FROM generate_series(1, ${ACTIONS * 2}) g ON CONFLICT DO NOTHING;
      -- The stakeholders after the actions and their statistics: the trigger of 0385 looks up each
      -- contact's latest action, by index once the planner knows the 30,000 action contacts (before,
      -- the bulk insert's statement trigger scanned them once per stakeholder: two minutes).
      ANALYZE political_actions; ANALYZE political_action_contacts;
      INSERT INTO political_stakeholders (contact_id, institution_kind, party, committees)
      SELECT ${id("a171", "g")}, (ARRAY['bundestag','bundesregierung','bundesrat','landtag'])[1 + g % 4], (ARRAY['cdu_csu','spd','gruene','afd','linke','fdp',NULL])[1 + g % 7],
             ARRAY['Verkehrsausschuss ' || (g % 5)] FROM generate_series(1, ${CONTACTS}) g ON CONFLICT DO NOTHING;
      ANALYZE political_procedures; ANALYZE political_stakeholders; ANALYZE crm_contacts;
    `);
  },
  async targets({ baseUrl, header }) {
    const base = "/api/political-workbench";
    const first = await fetch(`${baseUrl}${base}/procedures?limit=25`, { headers: header() });
    const { nextCursor } = (await first.json()) as { nextCursor: string | null };
    const map = await fetch(`${baseUrl}${base}/stakeholders?limit=25`, { headers: header() });
    const { nextCursor: mapCursor } = (await map.json()) as { nextCursor: string | null };
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 83 * 86_400_000).toISOString().slice(0, 10);
    const campaign = "00000000-0000-4000-a174-000000000001";
    const procedure = "00000000-0000-4000-a172-000000000001";
    // The campaign analytics keep their own stricter bars (200 and 100 ms, ADR 172).
    const t = (name: string, path: string, kind: "list" | "search" | "report" = "list", p95TargetMs?: number) => ({
      name: `political: ${name}`,
      kind,
      method: "GET" as const,
      path: `${base}${path}`,
      headers: header,
      expect: [200],
      ...(p95TargetMs ? { p95TargetMs } : {}),
    });
    const targets = [
      t("procedures, page 1", "/procedures?limit=25"),
      t("procedures, next page by cursor", `/procedures?limit=25&cursor=${nextCursor}`),
      t("procedures, search", "/procedures?limit=25&q=21%2F1234", "search"),
      t("procedure detail", `/procedures/${procedure}`),
      t("positions, page 1", "/positions?limit=25"),
      t("stakeholder map, page 1", "/stakeholders?limit=25"),
      t("stakeholder map, next page by cursor", `/stakeholders?limit=25&cursor=${mapCursor}`),
      t("stakeholder map, one procedure", `/stakeholders?limit=25&procedureId=${procedure}`),
      t("stakeholder facets", "/stakeholders/facets", "report", 100),
      t("campaigns, page 1", "/campaigns?limit=25"),
      t("campaign actions, page 1", `/campaigns/${campaign}/actions?limit=25`),
      t("analytics, 12 weeks, all campaigns", `/analytics?from=${from}&to=${today}`, "report", 200),
      t("analytics, 12 weeks, one campaign", `/analytics?from=${from}&to=${today}&campaignId=${campaign}`, "report", 100),
      t("lobby register report", `/lobby-register/${new Date().getUTCFullYear()}`, "report"),
    ];
    // The reports are answered from snapshots that the hourly jobs (political.lobby_snapshot,
    // political.analytics_snapshots) or a first request compute; the bench's server runs no jobs,
    // so each report is asked for once before measuring, as the job would have computed it. Without
    // this the first ten concurrent requests all compute it (the p95 of a cold start, not of use).
    for (const target of targets.filter((r) => r.kind === "report")) await fetch(`${baseUrl}${target.path}`, { headers: header() });
    return targets;
  },
};
