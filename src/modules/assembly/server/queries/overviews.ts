/** The office's overview (annual duty, offices, requests) and a member's (assemblies, requests, members for proxies). */
import { now as currentTime } from "#platform/clock.ts";
import { and, asc, between, desc, eq, exists, ilike, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { profiles } from "#platform/auth/tables.ts";
import type { Db, Tx } from "#platform/db/client.ts";
import { organizations } from "#modules/crm/index.ts";
import { memberships } from "#modules/members/index.ts";
import { annualAssemblyStatus } from "../../domain/annual-duties.ts";
import { berlinDate, yearOf } from "#shared/dates.ts";
import type { MemberOverview, OverviewView, ProxyHolders, RequestItem } from "../../schema/overview.ts";
import { memberOn, memberStandings } from "../member-standing-queries.ts";
import { assemblyRequests, generalAssemblies, officeTerms, representatives, requestSignatures } from "../tables.ts";
import { requestProgress } from "../motions/request-commands.ts";
import { listAssemblies } from "./assembly-list.ts";
import { currentOfficeTerms } from "./office-terms.ts";

type Reader = Db | Tx;

async function openRequests(db: Reader, now: Date, organizationId: string | null): Promise<RequestItem[]> {
  const r = assemblyRequests;
  const signedByViewer = organizationId
    ? sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(requestSignatures)
          .where(and(eq(requestSignatures.requestId, r.id), eq(requestSignatures.organizationId, organizationId))),
      )}`
    : sql<boolean>`false`;
  const rows = await db
    .select({
      id: r.id,
      purpose: r.purpose,
      reasons: r.reasons,
      openedBy: organizations.name,
      status: r.status,
      createdAt: r.createdAt,
      signed: signedByViewer,
    })
    .from(r)
    .leftJoin(organizations, eq(organizations.id, r.openedByOrganizationId))
    .where(inArray(r.status, ["collecting", "reached"]))
    .orderBy(desc(r.createdAt))
    .limit(20);
  const items: RequestItem[] = [];
  for (const r of rows) {
    items.push({
      id: r.id,
      purpose: r.purpose,
      reasons: r.reasons,
      openedBy: r.openedBy,
      status: r.status as RequestItem["status"], // the where clause admits no other
      createdAt: r.createdAt.toISOString(),
      progress: await requestProgress(db, r.id, now),
      signedByMe: r.signed,
    });
  }
  return items;
}

export async function officeOverview(db: Reader, now: Date = currentTime()): Promise<OverviewView> {
  const today = berlinDate(now);
  const year = yearOf(today);
  const repeated = alias(generalAssemblies, "repeated");
  const g = generalAssemblies;
  const assemblies = await db
    .select({ kind: g.kind, status: g.status, date: g.assemblyDate, repeatsKind: repeated.kind })
    .from(g)
    .leftJoin(repeated, eq(repeated.id, g.repeatsAssemblyId))
    .where(between(g.assemblyDate, `${year}-01-01`, `${year}-12-31`));
  const terms = await currentOfficeTerms(db, today);
  const organizationNames = new Map(
    (
      await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(
          inArray(
            organizations.id,
            db
              .select({ id: officeTerms.organizationId })
              .from(officeTerms)
              .where(and(isNull(officeTerms.endedOn), isNotNull(officeTerms.organizationId))),
          ),
        )
    ).map((o) => [o.id, o.name]),
  );
  return {
    annual: annualAssemblyStatus(year, assemblies, today),
    offices: terms.map((t) => ({
      id: t.id,
      office: t.office,
      officeLabel: t.officeLabel,
      seat: t.seat,
      personName: t.personName,
      organizationName: t.organizationId ? (organizationNames.get(t.organizationId) ?? null) : null,
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
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.membershipClass, "ordinary"), memberOn(today), ne(memberships.organizationId, viewer.organizationId)))
    .orderBy(asc(organizations.name))
    .limit(500);
  return { items: rows };
}

/** People with an account, for check-in at the door and candidate lists (office only). */
export async function searchPeople(db: Reader, query: string) {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const authority = db
    .select({ authority: representatives.authority })
    .from(representatives)
    .where(and(eq(representatives.organizationId, profiles.organizationId), eq(representatives.userId, profiles.id), isNull(representatives.revokedAt)))
    .limit(1);
  const rows = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      organizationId: profiles.organizationId,
      organizationName: organizations.name,
      authority: sql<(typeof representatives.$inferSelect)["authority"] | null>`(${authority})`,
    })
    .from(profiles)
    .leftJoin(organizations, eq(organizations.id, profiles.organizationId))
    .where(
      and(
        isNull(profiles.deactivatedAt),
        or(
          ilike(sql`concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})`, pattern),
          ilike(profiles.email, pattern),
          ilike(organizations.name, pattern),
        ),
      ),
    )
    .orderBy(sql`${organizations.name} NULLS LAST`, profiles.lastName)
    .limit(20);
  return {
    items: rows.map((r) => ({
      userId: r.id,
      name: [r.firstName, r.lastName].filter(Boolean).join(" ") || r.email,
      email: r.email,
      organizationId: r.organizationId,
      organizationName: r.organizationName,
      authority: r.authority,
    })),
  };
}
