/**
 * Shapes of the discussions API, shared by the screens and the server: inputs with German
 * messages (strict, bounded) and the answers the screens render.
 */
import { z } from "zod";
import { ROLES, type Role } from "../../shared/roles.ts";
import { versionField } from "../../shared/schemas/form-fields.ts";

export const WATCH_LEVELS = ["watching", "normal", "muted"] as const;
export type WatchLevel = (typeof WATCH_LEVELS)[number];
export const WATCH_LEVEL_LABELS: Record<WatchLevel, string> = { watching: "Beobachten", normal: "Normal", muted: "Stummschalten" };

export const TITLE_MAX = 200;
export const BODY_MAX = 20_000;
/** A thread counts as "neu" for this long unless its category was marked read. */
export const NEW_THREAD_DAYS = 30;

const cursorField = z.string().max(400, { error: "Seitenmarke ist ungültig" }).regex(/^[A-Za-z0-9_-]+$/, { error: "Seitenmarke ist ungültig" }).optional();
const uuidField = (missing: string) => z.uuid({ error: missing });

const title = z.string({ error: "Bitte geben Sie einen Titel ein." }).trim().min(3, { error: "Der Titel muss mindestens 3 Zeichen lang sein." }).max(TITLE_MAX, { error: `Der Titel darf höchstens ${TITLE_MAX} Zeichen lang sein.` });
const body = z.string({ error: "Bitte schreiben Sie einen Beitrag." }).trim().min(1, { error: "Bitte schreiben Sie einen Beitrag." }).max(BODY_MAX, { error: `Ein Beitrag darf höchstens ${BODY_MAX.toLocaleString("de-DE")} Zeichen lang sein.` });

export const threadListQuery = z.strictObject({
  categoryId: uuidField("Unbekannter Bereich.").optional(),
  cursor: cursorField,
  pageSize: z.coerce.number().int().min(1).max(100, { error: "Seitengröße höchstens 100" }).default(30),
});
export type ThreadListQuery = z.output<typeof threadListQuery>;

export const createThreadInput = z.strictObject({ categoryId: uuidField("Bitte wählen Sie einen Bereich."), title, body });
export type CreateThreadInput = z.output<typeof createThreadInput>;

export const replyInput = z.strictObject({ body, quotedPostId: uuidField("Unbekannter zitierter Beitrag.").nullish() });
export type ReplyInput = z.output<typeof replyInput>;

export const editPostInput = z.strictObject({ body, title: title.optional(), version: versionField });
export type EditPostInput = z.output<typeof editPostInput>;

export const moderationInput = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("pin"), version: versionField }),
    z.strictObject({ action: z.literal("unpin"), version: versionField }),
    z.strictObject({ action: z.literal("close"), version: versionField }),
    z.strictObject({ action: z.literal("reopen"), version: versionField }),
    z.strictObject({ action: z.literal("move"), categoryId: uuidField("Bitte wählen Sie den Zielbereich."), version: versionField }),
  ],
  { error: "Unbekannte Aktion." },
);
export type ModerationInput = z.output<typeof moderationInput>;

export const watchInput = z.strictObject({ level: z.enum(WATCH_LEVELS, { error: "Bitte wählen Sie Beobachten, Normal oder Stummschalten." }) });
export const readInput = z.strictObject({ postNumber: z.number({ error: "Beitragsnummer fehlt." }).int().min(1).max(1_000_000) });

export const postsQuery = z.strictObject({
  after: z.coerce.number().int().min(0).max(1_000_000).optional(),
  before: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type PostsQuery = z.output<typeof postsQuery>;

export const searchQuery = z.strictObject({
  q: z.string({ error: "Bitte geben Sie einen Suchbegriff ein." }).trim().min(2, { error: "Der Suchbegriff muss mindestens 2 Zeichen lang sein." }).max(100, { error: "Suchbegriff ist zu lang (höchstens 100 Zeichen)" }),
  cursor: cursorField,
});

export const mentionableQuery = z.strictObject({
  categoryId: uuidField("Unbekannter Bereich."),
  q: z.string().trim().max(60).default(""),
});

const roleList = (label: string) =>
  z
    .array(z.enum(ROLES, { error: `${label}: unbekannte Rolle.` }), { error: `${label}: bitte Rollen wählen.` })
    .min(1, { error: `${label}: bitte mindestens eine Rolle wählen.` })
    .max(4)
    .transform((roles) => [...new Set(roles)]);

export const categoryInput = z.strictObject({
  name: z.string({ error: "Bitte geben Sie einen Namen ein." }).trim().min(2, { error: "Der Name muss mindestens 2 Zeichen lang sein." }).max(80, { error: "Der Name darf höchstens 80 Zeichen lang sein." }),
  description: z.string().trim().max(500, { error: "Die Beschreibung darf höchstens 500 Zeichen lang sein." }).nullish().transform((v) => (v ? v : null)),
  readRoles: roleList("Lesen"),
  writeRoles: roleList("Schreiben"),
  memberIds: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: "Unbekannte Person." })).max(200, { error: "Höchstens 200 Mitglieder." }).default([]),
  position: z.number().int().min(0).max(1000).default(0),
});
export type CategoryInput = z.output<typeof categoryInput>;
export const categoryUpdate = categoryInput.extend({ version: versionField, archived: z.boolean().default(false) });
export type CategoryUpdate = z.output<typeof categoryUpdate>;

// ---- answers ----

export interface PersonRef {
  id: string;
  name: string;
}

export interface CategorySummary {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  readRoles: Role[];
  writeRoles: Role[];
  /** True when only some roles or named members may read it (shown with a lock). */
  restricted: boolean;
  threadCount: number;
  lastPostAt: string | null;
  /** Threads with posts the caller has not read yet (of those they opened). */
  unreadThreads: number;
  /** Threads the caller has never opened, from the last NEW_THREAD_DAYS days. */
  newThreads: number;
  watchLevel: WatchLevel;
  canWrite: boolean;
  version: number;
}

export interface ThreadSummary {
  id: string;
  categoryId: string;
  categoryName: string;
  title: string;
  author: PersonRef | null;
  createdAt: string;
  postCount: number;
  lastPostAt: string;
  lastPoster: PersonRef | null;
  pinned: boolean;
  closed: boolean;
  /** Never opened and recent. */
  isNew: boolean;
  unreadPosts: number;
  /** Where "jump to first unread" leads (null: nothing unread). */
  firstUnreadPostNumber: number | null;
  watchLevel: WatchLevel;
}

export interface ThreadPage {
  pinned: ThreadSummary[];
  items: ThreadSummary[];
  nextCursor: string | null;
}

export interface Post {
  id: string;
  postNumber: number;
  author: PersonRef | null;
  /** Markdown; null when deleted. */
  body: string | null;
  quotedPost: { id: string; postNumber: number; author: PersonRef | null } | null;
  createdAt: string;
  editedAt: string | null;
  editCount: number;
  deleted: boolean;
  version: number;
  canEdit: boolean;
  canDelete: boolean;
}

export interface ThreadDetail {
  thread: ThreadSummary & { version: number; lastReadPostNumber: number; highestPostNumber: number };
  category: { id: string; name: string };
  permissions: { canReply: boolean; canModerate: boolean };
  /** Display names of the people mentioned in the loaded posts (mention id -> name). */
  people: Record<string, string>;
  posts: Post[];
  hasEarlier: boolean;
  hasLater: boolean;
}

export interface PostPage {
  posts: Post[];
  people: Record<string, string>;
  hasEarlier: boolean;
  hasLater: boolean;
}

export interface Revision {
  revision: number;
  title: string | null;
  body: string;
  editedBy: PersonRef | null;
  editedAt: string;
}

export interface SearchHit {
  threadId: string;
  threadTitle: string;
  categoryName: string;
  postId: string;
  postNumber: number;
  author: PersonRef | null;
  createdAt: string;
  /** Excerpt with hits between \u0002 and \u0003 (rendered as <mark> by the screen). */
  headline: string;
}

export interface SearchPage {
  items: SearchHit[];
  nextCursor: string | null;
}

export interface CategoryDetail extends CategorySummary {
  members: PersonRef[];
  archived: boolean;
}
