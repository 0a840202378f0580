/**
 * The targets a task may link to. A link is generic ({kind, targetId, title}); each kind says where
 * its target opens and, once the target module offers one through its index.ts, a resolver that
 * checks the target exists and the person may read it. Modules register their resolver from the
 * composition root (src/composition/task-link-resolvers.ts), so this module imports none of them.
 */
import type { Db } from "#platform/db/client.ts";
import { routePath } from "#shared/routes.ts";
import type { Role } from "#shared/roles.ts";
import type { LinkKind, LinkTargetHit } from "../schema/link.ts";

export interface LinkTarget {
  title: string;
  path: string;
}

export type LinkViewer = { id: string; roles: readonly Role[] };

export interface LinkResolver {
  /** Answers the target if it exists and this person may read it, else null. */
  resolve(db: Db, viewer: LinkViewer, targetId: string): Promise<LinkTarget | null>;
  /** Up to ten targets matching q (empty: the latest) that this person may read, scoped by the owning module. */
  search(db: Db, viewer: LinkViewer, q: string): Promise<LinkTargetHit[]>;
}

export const LINK_SEARCH_LIMIT = 10;

const resolvers = new Map<LinkKind, LinkResolver>();

export function registerLinkResolver(kind: LinkKind, resolver: LinkResolver): void {
  resolvers.set(kind, resolver);
}

export function linkResolver(kind: LinkKind): LinkResolver | undefined {
  return resolvers.get(kind);
}

/**
 * What one reader may see of a link, decided when it is read (issue 23): a target's module may
 * narrow who reads it after the link was made (a thread moved to a board-only category), and a
 * link made by the board sits on a task every member reads. Where the kind has a resolver, the
 * target must be readable by this reader, and its current title is shown; else null (the link
 * is left out, its title and id with it). A kind without a resolver shows what the linker typed.
 */
export async function readableLink(db: Db, viewer: LinkViewer, kind: LinkKind, targetId: string, storedTitle: string): Promise<LinkTarget | null> {
  const resolver = resolvers.get(kind);
  if (!resolver) return { title: storedTitle, path: linkPath(kind, targetId) };
  const target = await resolver.resolve(db, viewer, targetId);
  return target ? { title: target.title.slice(0, 200), path: target.path } : null;
}

/** Where a link's target opens, by the routes its module owns. */
export function linkPath(kind: LinkKind, targetId: string): string {
  const id = encodeURIComponent(targetId);
  switch (kind) {
    case "discussion":
      return routePath("discussion", { id: targetId });
    case "document":
      return `${routePath("documents")}?dokument=${id}`;
    case "resolution":
      return `${routePath("assembly")}?beschluss=${id}`;
  }
}

/** The picker's matches of one kind; a kind without a resolver has none to offer (linked by hand). */
export async function searchLinkTargets(db: Db, viewer: LinkViewer, kind: LinkKind, q: string): Promise<{ items: LinkTargetHit[] }> {
  const resolver = resolvers.get(kind);
  if (!resolver) return { items: [] };
  return { items: (await resolver.search(db, viewer, q)).slice(0, LINK_SEARCH_LIMIT) };
}
