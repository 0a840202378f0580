/** The office's overview (annual duty, offices, requests) and a member's (assemblies, requests, members for proxies). */
import { now as currentTime } from "#platform/clock.ts";
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { annualAssemblyStatus, type AssemblyKind, type AssemblyStatus } from "../../domain/annual-duties.ts";
import { berlinDate, yearOf } from "#shared/dates.ts";
import type { RepresentationAuthority } from "../../domain/entitlement.ts";
import type { MemberOverview, OverviewView, ProxyHolders, RequestItem } from "../../schema/overview.ts";
import { memberStandings } from "../member-standing.ts";
import { requestProgress } from "../motions/request-commands.ts";
import { listAssemblies } from "./assembly-list.ts";
import { currentOfficeTerms } from "./office-terms.ts";

type Reader = Pick<Db, "execute">;

async function openRequests(db: Reader, now: Date, organizationId: string | null): Promise<RequestItem[]> {
  const rows = rowsOf<{
    id: string;
    purpose: string;
    reasons: string;
    opened_by: string | null;
    status: RequestItem["status"];
    created_at: Date | string;
    signed: boolean;
  }>(
    await db.execute(sql`
      SELECT r.id, r.purpose, r.reasons, o.name AS opened_by, r.status, r.created_at,
        EXISTS (SELECT 1 FROM assembly_request_signatures s WHERE s.request_id = r.id AND s.organization_id = ${organizationId}) AS signed
      FROM assembly_requests r LEFT JOIN organizations o ON o.id = r.opened_by_organization_id
      WHERE r.status IN ('collecting', 'reached') ORDER BY r.created_at DESC LIMIT 20`),
  );
  const items: RequestItem[] = [];
  for (const r of rows) {
    items.push({
      id: r.id,
      purpose: r.purpose,
      reasons: r.reasons,
      openedBy: r.opened_by,
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
      progress: await requestProgress(db, r.id, now),
      signedByMe: r.signed,
    });
  }
  return items;
}

export async function officeOverview(db: Reader, now: Date = currentTime()): Promise<OverviewView> {
  const today = berlinDate(now);
  const year = yearOf(today);
  const assemblies = rowsOf<{ kind: AssemblyKind; status: AssemblyStatus; date: string; repeats_kind: AssemblyKind | null }>(
    await db.execute(sql`
      SELECT g.kind, g.status, to_char(g.assembly_date, 'YYYY-MM-DD') AS date, o.kind AS repeats_kind
      FROM general_assemblies g LEFT JOIN general_assemblies o ON o.id = g.repeats_assembly_id
      WHERE extract(year FROM g.assembly_date) = ${year}`),
  );
  const terms = await currentOfficeTerms(db, today);
  const organizations = new Map(
    rowsOf<{ id: string; name: string }>(
      await db.execute(
        sql`SELECT id, name FROM organizations WHERE id IN (SELECT organization_id FROM association_office_terms WHERE ended_on IS NULL AND organization_id IS NOT NULL)`,
      ),
    ).map((o) => [o.id, o.name]),
  );
  return {
    annual: annualAssemblyStatus(
      year,
      assemblies.map((a) => ({ kind: a.kind, status: a.status, date: a.date, repeatsKind: a.repeats_kind })),
      today,
    ),
    offices: terms.map((t) => ({
      id: t.id,
      office: t.office,
      officeLabel: t.officeLabel,
      seat: t.seat,
      personName: t.personName,
      organizationName: t.organizationId ? (organizations.get(t.organizationId) ?? null) : null,
      termText: t.termText,
    })),
    requests: await openRequests(db, now, null),
  };
}

export async function memberOverview(db: Reader, viewer: { organizationId: string | null }, now: Date = currentTime()): Promise<MemberOverview> {
  const today = berlinDate(now);
  const [ownRows, { items }] = await Promise.all([
    viewer.organizationId ? memberStandings(db, today, [viewer.organizationId]) : Promise.resolve([]),
    listAssemblies(db, { pageSize: 50, visibleToMembers: true }),
  ]);
  const own = ownRows.find((m) => m.active);
  return {
    organization: own ? { id: own.id, name: own.name } : null,
    assemblies: items,
    requests: await openRequests(db, now, own?.id ?? null),
  };
}

/**
 * The ordinary members a company's proxy may go to (§ 7 Abs. 1), asked for only by the proxy
 * form of an invited assembly. It used to ride on every member overview: with a large register
 * that was a sort of all memberships and tens of kilobytes per call (bench: p95 1381 ms).
 */
export async function proxyHolders(db: Reader, viewer: { organizationId: string }, now: Date = currentTime()): Promise<ProxyHolders> {
  const today = berlinDate(now);
  const rows = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`
      SELECT o.id, o.name FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE m.membership_class = 'ordinary' AND m.entry_date <= ${today}::date AND (m.exit_date IS NULL OR m.exit_date >= ${today}::date)
        AND m.organization_id <> ${viewer.organizationId}
      ORDER BY o.name LIMIT 500`),
  );
  return { items: rows };
}

/** People with an account, for check-in at the door and candidate lists (office only). */
export async function searchPeople(db: Reader, query: string) {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = rowsOf<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    email: string;
    organization_id: string | null;
    organization_name: string | null;
    authority: RepresentationAuthority | null;
  }>(
    await db.execute(sql`
      SELECT p.id, p.first_name, p.last_name, p.email, p.organization_id, o.name AS organization_name,
        (SELECT r.authority FROM assembly_representatives r WHERE r.organization_id = p.organization_id AND r.user_id = p.id AND r.revoked_at IS NULL LIMIT 1) AS authority
      FROM profiles p LEFT JOIN organizations o ON o.id = p.organization_id
      WHERE p.deactivated_at IS NULL AND (concat_ws(' ', p.first_name, p.last_name) ILIKE ${pattern} OR p.email ILIKE ${pattern} OR o.name ILIKE ${pattern})
      ORDER BY o.name NULLS LAST, p.last_name LIMIT 20`),
  );
  return {
    items: rows.map((r) => ({
      userId: r.id,
      name: [r.first_name, r.last_name].filter(Boolean).join(" ") || r.email,
      email: r.email,
      organizationId: r.organization_id,
      organizationName: r.organization_name,
      authority: r.authority,
    })),
  };
}
