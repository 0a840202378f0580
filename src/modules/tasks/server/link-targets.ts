/**
 * The targets a task may link to. A link is generic ({kind, targetId, title}); each kind says where
 * its target opens and, once the target module offers one through its index.ts, a resolver that
 * checks the target exists and the person may read it. Modules register their resolver from the
 * composition root (src/composition/task-link-resolvers.ts), so this module imports none of them.
 */
import type { Db } from "../../../platform/db/client.ts";
import { routePath } from "../../../shared/routes.ts";
import type { Role } from "../../../shared/roles.ts";
import type { LinkKind } from "../schema/link.ts";

export interface LinkTarget {
  title: string;
  path: string;
}

/** Answers the target if it exists and a person with these roles may read it, else null. */
export type LinkResolver = (db: Db, viewer: { id: string; roles: readonly Role[] }, targetId: string) => Promise<LinkTarget | null>;

const resolvers = new Map<LinkKind, LinkResolver>();

export function registerLinkResolver(kind: LinkKind, resolver: LinkResolver): void {
  resolvers.set(kind, resolver);
}

export function linkResolver(kind: LinkKind): LinkResolver | undefined {
  return resolvers.get(kind);
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
