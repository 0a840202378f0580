/**
 * "Was andere getan haben" (issue 25): what others did that matters, never sign-ins. Posts and
 * documents come from their modules' readable lists (scoped in SQL to the caller's categories and
 * folders); decisions come from the activity log, by a list of types per audience: the assembly's
 * steps and published website content are every member's business, admissions, memberships and
 * the money are the board's (the "members" and "finances" access of the registry).
 */
import { and, desc, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { userActivityLog } from "#platform/auth/tables.ts";
import { requiredRolesOf } from "#shared/access.ts";
import { ACTIVITY_LABELS, type ActivityType } from "#shared/activity-types.ts";
import { hasAnyRole } from "#shared/roles.ts";
import { routePath, type RouteId } from "#shared/routes.ts";
import { recentPostsByOthers } from "#modules/discussions/index.ts";
import { documentLink, recentDocumentsByOthers, type RecentDocument } from "#modules/documents/index.ts";
import { countOf } from "#shared/plural.ts";
import type { DashboardActivity } from "../schema.ts";

/** Decisions and steps that every member may see, and where they are. */
const MEMBER_DECISIONS: Partial<Record<ActivityType, RouteId>> = {
  assembly_invitations_sent: "assembly",
  assembly_opened: "assembly",
  assembly_closed: "assembly",
  ballot_result_declared: "assembly",
  motion_filed: "assembly",
};

/** Decisions of the office and the board, for those who may open members and finances. */
const BOARD_DECISIONS: Partial<Record<ActivityType, RouteId>> = {
  member_created: "members",
  membership_status_changed: "members",
  application_status_changed: "applications",
  fee_run_completed: "finances",
  collection_run_created: "finances",
  bank_statement_imported: "finances",
  dunning_sent: "finances",
  content_published: "content",
};

const LIMIT = 8;

/** A run of files into one folder (a fee run's invoice PDFs) is one piece of news, not eight. */
function byFolder(documents: readonly RecentDocument[]): { newest: RecentDocument; more: number }[] {
  const groups = new Map<string, { newest: RecentDocument; more: number }>();
  for (const d of documents) {
    const group = groups.get(d.folderName);
    if (group) group.more += 1;
    else groups.set(d.folderName, { newest: d, more: 0 });
  }
  return [...groups.values()];
}

export async function recentActivity(db: Db, user: AuthUser, options: { board: boolean }): Promise<DashboardActivity[]> {
  const decisionTypes: Partial<Record<ActivityType, RouteId>> = {
    ...MEMBER_DECISIONS,
    ...(options.board && hasAnyRole(user.roles, requiredRolesOf("members")) ? BOARD_DECISIONS : {}),
  };
  const types = Object.keys(decisionTypes) as ActivityType[];
  const [posts, documents, decisions] = await Promise.all([
    recentPostsByOthers(db, user, LIMIT),
    recentDocumentsByOthers(db, user.roles, user.id, 3 * LIMIT),
    db
      .select({
        id: userActivityLog.id,
        type: userActivityLog.activityType,
        description: userActivityLog.description,
        createdAt: userActivityLog.createdAt,
        actorName: sql<
          string | null
        >`(SELECT coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), split_part(p.email, '@', 1)) FROM profiles p WHERE p.id = ${userActivityLog.userId})`,
      })
      .from(userActivityLog)
      .where(and(inArray(userActivityLog.activityType, types), ne(userActivityLog.userId, user.id)))
      .orderBy(desc(userActivityLog.createdAt))
      .limit(LIMIT),
  ]);
  const entries: DashboardActivity[] = [
    ...posts.map((p) => ({
      id: `post:${p.threadId}:${p.postNumber}`,
      kind: "post" as const,
      label: p.postNumber > 1 ? "Antwort" : "Neues Thema",
      text: `${p.title} (${p.categoryName})`,
      actorName: p.authorName,
      at: p.postedAt,
      link: `${routePath("discussion", { id: p.threadId })}#beitrag-${p.postNumber}`,
    })),
    ...byFolder(documents).map(({ newest: d, more }) => ({
      id: `document:${d.id}:${d.currentVersion}`,
      kind: "document" as const,
      label: more ? "Neue Dokumente" : d.currentVersion > 1 ? "Neue Version" : "Neues Dokument",
      text: more ? `${d.name} und ${countOf(more, "weiteres", "weitere")} in „${d.folderName}“` : `${d.name} (${d.folderName})`,
      actorName: d.changedByName,
      at: d.changedAt,
      link: documentLink(d.id),
    })),
    ...decisions.map((d) => ({
      id: `decision:${d.id}`,
      kind: "decision" as const,
      label: ACTIVITY_LABELS[d.type],
      text: d.description,
      actorName: d.actorName,
      at: d.createdAt.toISOString(),
      link: routePath(decisionTypes[d.type] ?? "dashboard"),
    })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at)).slice(0, LIMIT);
}
