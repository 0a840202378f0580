/**
 * Shapes of the discussions API, shared by the screens and the server: inputs with German
 * messages (strict, bounded) and the answers the screens render.
 */
import { z } from "zod";
import { recordId, timestamp, version } from "#shared/contract/answers.ts";
import { personRefSchema } from "#shared/people.ts";
import { ROLES } from "#shared/roles.ts";
import { versionField } from "#shared/schemas/form-fields.ts";

export const WATCH_LEVELS = ["watching", "normal", "muted"] as const;
export type WatchLevel = (typeof WATCH_LEVELS)[number];
export const WATCH_LEVEL_LABELS: Record<WatchLevel, string> = { watching: "Beobachten", normal: "Normal", muted: "Stummschalten" };

export const TITLE_MAX = 200;
export const BODY_MAX = 20_000;
/** A thread counts as "neu" for this long unless its category was marked read. */
export const NEW_THREAD_DAYS = 30;

const cursorField = z
  .string()
  .max(400, { error: "Seitenmarke ist ungültig" })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "Seitenmarke ist ungültig" })
  .optional();
const uuidField = (missing: string) => z.uuid({ error: missing });

const title = z
  .string({ error: "Bitte geben Sie einen Titel ein." })
  .trim()
  .min(3, { error: "Der Titel muss mindestens 3 Zeichen lang sein." })
  .max(TITLE_MAX, { error: `Der Titel darf höchstens ${TITLE_MAX} Zeichen lang sein.` });
const body = z
  .string({ error: "Bitte schreiben Sie einen Beitrag." })
  .trim()
  .min(1, { error: "Bitte schreiben Sie einen Beitrag." })
  .max(BODY_MAX, { error: `Ein Beitrag darf höchstens ${BODY_MAX.toLocaleString("de-DE")} Zeichen lang sein.` });

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
  q: z
    .string({ error: "Bitte geben Sie einen Suchbegriff ein." })
    .trim()
    .min(2, { error: "Der Suchbegriff muss mindestens 2 Zeichen lang sein." })
    .max(100, { error: "Suchbegriff ist zu lang (höchstens 100 Zeichen)" }),
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
  name: z
    .string({ error: "Bitte geben Sie einen Namen ein." })
    .trim()
    .min(2, { error: "Der Name muss mindestens 2 Zeichen lang sein." })
    .max(80, { error: "Der Name darf höchstens 80 Zeichen lang sein." }),
  description: z
    .string()
    .trim()
    .max(500, { error: "Die Beschreibung darf höchstens 500 Zeichen lang sein." })
    .nullish()
    .transform((v) => (v ? v : null)),
  readRoles: roleList("Lesen"),
  writeRoles: roleList("Schreiben"),
  memberIds: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: "Unbekannte Person." }))
    .max(200, { error: "Höchstens 200 Mitglieder." })
    .default([]),
  position: z.number().int().min(0).max(1000).default(0),
});
export type CategoryInput = z.output<typeof categoryInput>;
export const categoryUpdate = categoryInput.extend({ version: versionField, archived: z.boolean().default(false) });
export type CategoryUpdate = z.output<typeof categoryUpdate>;

// ---- answers ----

const count = z.number().int().min(0);
const personRef = personRefSchema;

export const categorySummarySchema = z.strictObject({
  id: recordId,
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  readRoles: z.array(z.enum(ROLES)),
  writeRoles: z.array(z.enum(ROLES)),
  /** True when only some roles or named members may read it (shown with a lock). */
  restricted: z.boolean(),
  threadCount: count,
  lastPostAt: timestamp.nullable(),
  /** Threads with posts the caller has not read yet (of those they opened). */
  unreadThreads: count,
  /** Threads the caller has never opened, from the last NEW_THREAD_DAYS days. */
  newThreads: count,
  watchLevel: z.enum(WATCH_LEVELS),
  canWrite: z.boolean(),
  version,
});
export type CategorySummary = z.output<typeof categorySummarySchema>;

export const threadSummarySchema = z.strictObject({
  id: recordId,
  categoryId: recordId,
  categoryName: z.string(),
  title: z.string(),
  author: personRef.nullable(),
  createdAt: timestamp,
  postCount: count,
  lastPostAt: timestamp,
  lastPoster: personRef.nullable(),
  pinned: z.boolean(),
  closed: z.boolean(),
  /** Never opened and recent. */
  isNew: z.boolean(),
  unreadPosts: count,
  /** Where "jump to first unread" leads (null: nothing unread). */
  firstUnreadPostNumber: z.number().int().min(1).nullable(),
  watchLevel: z.enum(WATCH_LEVELS),
});
export type ThreadSummary = z.output<typeof threadSummarySchema>;

export const threadPageSchema = z.strictObject({
  pinned: z.array(threadSummarySchema),
  items: z.array(threadSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ThreadPage = z.output<typeof threadPageSchema>;

export const postSchema = z.strictObject({
  id: recordId,
  postNumber: z.number().int().min(1),
  author: personRef.nullable(),
  /** Markdown; null when deleted. */
  body: z.string().nullable(),
  quotedPost: z.strictObject({ id: recordId, postNumber: z.number().int().min(1), author: personRef.nullable() }).nullable(),
  createdAt: timestamp,
  editedAt: timestamp.nullable(),
  editCount: count,
  deleted: z.boolean(),
  version,
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Post = z.output<typeof postSchema>;

/** Display names of the people mentioned in the loaded posts (mention id -> name). */
const mentionedPeople = z.record(z.string(), z.string());

export const threadDetailSchema = z.strictObject({
  thread: threadSummarySchema.extend({ version, lastReadPostNumber: z.number().int().min(0), highestPostNumber: z.number().int().min(0) }),
  category: z.strictObject({ id: recordId, name: z.string() }),
  permissions: z.strictObject({ canReply: z.boolean(), canModerate: z.boolean() }),
  people: mentionedPeople,
  posts: z.array(postSchema),
  hasEarlier: z.boolean(),
  hasLater: z.boolean(),
});
export type ThreadDetail = z.output<typeof threadDetailSchema>;

export const postPageSchema = z.strictObject({
  posts: z.array(postSchema),
  people: mentionedPeople,
  hasEarlier: z.boolean(),
  hasLater: z.boolean(),
});
export type PostPage = z.output<typeof postPageSchema>;

export const revisionSchema = z.strictObject({
  revision: z.number().int().min(1),
  title: z.string().nullable(),
  body: z.string(),
  editedBy: personRef.nullable(),
  editedAt: timestamp,
});
export type Revision = z.output<typeof revisionSchema>;
export const revisionsSchema = z.strictObject({
  items: z.array(revisionSchema),
  current: z.strictObject({ body: z.string(), editedAt: timestamp.nullable() }),
});

export const searchHitSchema = z.strictObject({
  threadId: recordId,
  threadTitle: z.string(),
  categoryName: z.string(),
  postId: recordId,
  postNumber: z.number().int().min(1),
  author: personRef.nullable(),
  createdAt: timestamp,
  /** Excerpt with hits between \u0002 and \u0003 (rendered as <mark> by the screen). */
  headline: z.string(),
});
export type SearchHit = z.output<typeof searchHitSchema>;

export const searchPageSchema = z.strictObject({ items: z.array(searchHitSchema), nextCursor: z.string().nullable() });
export type SearchPage = z.output<typeof searchPageSchema>;

export const categoryDetailSchema = categorySummarySchema.extend({ members: z.array(personRef), archived: z.boolean() });
export type CategoryDetail = z.output<typeof categoryDetailSchema>;

export const adminCategorySchema = z.strictObject({ id: recordId, name: z.string(), archived: z.boolean(), version });
export const watchAnswerSchema = z.strictObject({ level: z.enum(WATCH_LEVELS) });
export const createdThreadSchema = z.strictObject({ id: recordId });
export const createdPostSchema = z.strictObject({ id: recordId, postNumber: z.number().int().min(1) });
export const editedPostSchema = z.strictObject({ version });
export const deletedPostSchema = z.strictObject({ threadDeleted: z.boolean() });
export const moderatedSchema = z.strictObject({ version, message: z.string() });
export const threadReadSchema = z.strictObject({ lastReadPostNumber: z.number().int().min(0) });
