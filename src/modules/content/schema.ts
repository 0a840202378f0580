/**
 * Request and response shapes of the content editor's endpoints (/api/content/...), shared by the
 * screens and the server. The entry data itself is validated by the collection's schema
 * (src/shared/content-schemas.ts through fields.ts), not here.
 */
import { z } from "zod";
import { COLLECTION_KEYS, ENTRY_ID } from "#shared/content-schemas.ts";
import { recordId, timestamp, version as versionNumber } from "#shared/contract/answers.ts";

export const collectionKey = z.enum(COLLECTION_KEYS, { error: "Unbekannter Inhaltsbereich." });
export const entryId = z.string().regex(ENTRY_ID, { error: "Die Adresse besteht aus Kleinbuchstaben, Ziffern und Bindestrichen (2 bis 80 Zeichen)." });
const version = z.number({ error: "Die Version fehlt." }).int().min(1).max(1_000_000);
const sha = z.string().regex(/^[0-9a-f]{40}$/, { error: "Ungültige Dateikennung." });

export const entryParams = z.object({ collection: collectionKey, entryId });
export const draftParams = z.object({ id: z.uuid() });
export const publicationParams = z.object({ id: z.uuid() });

/** Form values as the editor holds them: JSON, dates as "YYYY-MM-DD". Checked by the collection's schema. */
const formData = z.record(z.string().max(60), z.unknown());
export const MAX_BODY_LENGTH = 200_000;
const body = z.string().max(MAX_BODY_LENGTH, { error: "Der Text ist zu lang (höchstens 200.000 Zeichen)." });

/**
 * Start editing an existing entry (or open its draft). `fresh`: the editor is about to save over
 * the published file's values, so a draft someone else started meanwhile is a conflict (409).
 */
export const startDraftInput = z.object({ collection: collectionKey, entryId, fresh: z.boolean().optional() });

/** A new press release (or person) from the collection's template. */
export const newEntryInput = z.object({
  collection: collectionKey,
  entryId,
  title: z.string().trim().min(3, { error: "Bitte einen Titel angeben (mindestens 3 Zeichen)." }).max(160, { error: "Höchstens 160 Zeichen." }),
});

export const saveDraftInput = z.object({ version, data: formData, body });
export const versionInput = z.object({ version });
export const unpublishInput = z.object({ sha });
export const publicationListQuery = z.object({ cursor: z.string().max(200).optional() });
export const uploadQuery = z.object({ name: z.string().max(200).default("bild") });
export const pictureQuery = z.object({ ref: z.string().max(200) });
export const discardQuery = z.object({ version: z.coerce.number().int().min(1) });

const problem = z.strictObject({ path: z.string(), message: z.string() });

export const draftViewSchema = z.strictObject({
  id: recordId,
  collection: collectionKey,
  entryId: z.string(),
  isNew: z.boolean(),
  baseSha: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  body: z.string(),
  version: versionNumber,
  updatedAt: timestamp,
  updatedByName: z.string().nullable(),
  images: z.array(z.strictObject({ name: z.string(), width: z.number().int(), height: z.number().int() })),
  /** What publishing would refuse right now (German, led by the field label). */
  problems: z.array(problem),
});
export type DraftView = z.infer<typeof draftViewSchema>;

export const entrySummarySchema = z.strictObject({
  entryId: z.string(),
  title: z.string(),
  /** Sort key shown in lists (press: date). */
  date: z.string().nullable(),
  pagePath: z.string(),
  published: z.boolean(),
  sha: z.string().nullable(),
  draft: z.strictObject({ id: recordId, updatedAt: timestamp, updatedByName: z.string().nullable() }).nullable(),
});
export type EntrySummary = z.infer<typeof entrySummarySchema>;

export const collectionViewSchema = z.strictObject({
  key: collectionKey,
  label: z.string(),
  growable: z.boolean(),
  hasBody: z.boolean(),
  entries: z.array(entrySummarySchema),
});
export type CollectionView = z.infer<typeof collectionViewSchema>;

export const entryViewSchema = z.strictObject({
  collection: collectionKey,
  entryId: z.string(),
  path: z.string(),
  pagePath: z.string(),
  file: z.strictObject({ sha: z.string(), data: z.record(z.string(), z.unknown()), body: z.string() }).nullable(),
  draft: draftViewSchema.nullable(),
  /** Whether the caller may publish (management, admin). */
  canPublish: z.boolean(),
});
export type EntryView = z.infer<typeof entryViewSchema>;

export const publicationStatus = z.enum(["building", "live", "failed"]);
export type PublicationStatus = z.infer<typeof publicationStatus>;

export const publicationViewSchema = z.strictObject({
  id: recordId,
  collection: collectionKey,
  entryId: z.string(),
  action: z.enum(["publish", "unpublish"]),
  title: z.string(),
  pagePath: z.string(),
  commitSha: z.string(),
  status: publicationStatus,
  statusMessage: z.string().nullable(),
  publishedByName: z.string().nullable(),
  createdAt: timestamp,
  liveAt: timestamp.nullable(),
});
export type PublicationView = z.infer<typeof publicationViewSchema>;

export const publicationPageSchema = z.strictObject({ items: z.array(publicationViewSchema), nextCursor: z.string().nullable() });
export type PublicationPage = z.infer<typeof publicationPageSchema>;

export const contentOverviewSchema = z.strictObject({
  collections: z.array(collectionViewSchema),
  canPublish: z.boolean(),
  /** Where publishing goes: the working tree of this server or the site's GitHub repository. */
  target: z.enum(["working-tree", "github", "unconfigured"]),
});
export type ContentOverview = z.infer<typeof contentOverviewSchema>;

export const uploadedPictureSchema = z.strictObject({ name: z.string(), width: z.number().int(), height: z.number().int(), reference: z.string() });

/** How many people were told that a draft waits for publishing. */
export const reviewAnswerSchema = z.strictObject({ notified: z.number().int().min(0) });
