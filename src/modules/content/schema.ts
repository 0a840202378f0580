/**
 * Request and response shapes of the content editor's endpoints (/api/content/...), shared by the
 * screens and the server. The entry data itself is validated by the collection's schema
 * (src/shared/content-schemas.ts through fields.ts), not here.
 */
import { z } from "zod";
import { COLLECTION_KEYS, ENTRY_ID, type CollectionKey } from "../../shared/content-schemas.ts";

export const collectionKey = z.enum(COLLECTION_KEYS, { error: "Unbekannter Inhaltsbereich." });
export const entryId = z.string().regex(ENTRY_ID, { error: "Die Adresse besteht aus Kleinbuchstaben, Ziffern und Bindestrichen (2 bis 80 Zeichen)." });
const version = z.number({ error: "Die Version fehlt." }).int().min(1).max(1_000_000);
const sha = z.string().regex(/^[0-9a-f]{40}$/, { error: "Ungültige Dateikennung." });

export const entryParams = z.object({ collection: collectionKey, entryId });
export const draftParams = z.object({ id: z.uuid() });
export const imageParams = z.object({ id: z.uuid(), name: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,120}\.(jpg|png)$/) });
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

export interface DraftView {
  id: string;
  collection: CollectionKey;
  entryId: string;
  isNew: boolean;
  baseSha: string | null;
  data: Record<string, unknown>;
  body: string;
  version: number;
  updatedAt: string;
  updatedByName: string | null;
  images: { name: string; width: number; height: number }[];
  /** What publishing would refuse right now (German, led by the field label). */
  problems: { path: string; message: string }[];
}

export interface EntrySummary {
  entryId: string;
  title: string;
  /** Sort key shown in lists (press: date). */
  date: string | null;
  pagePath: string;
  published: boolean;
  sha: string | null;
  draft: { id: string; updatedAt: string; updatedByName: string | null } | null;
}

export interface CollectionView {
  key: CollectionKey;
  label: string;
  growable: boolean;
  hasBody: boolean;
  entries: EntrySummary[];
}

export interface EntryView {
  collection: CollectionKey;
  entryId: string;
  path: string;
  pagePath: string;
  file: { sha: string; data: Record<string, unknown>; body: string } | null;
  draft: DraftView | null;
  /** Whether the caller may publish (management, admin). */
  canPublish: boolean;
}

export type PublicationStatus = "building" | "live" | "failed";

export interface PublicationView {
  id: string;
  collection: CollectionKey;
  entryId: string;
  action: "publish" | "unpublish";
  title: string;
  pagePath: string;
  commitSha: string;
  status: PublicationStatus;
  statusMessage: string | null;
  publishedByName: string | null;
  createdAt: string;
  liveAt: string | null;
}

export interface PublicationPage {
  items: PublicationView[];
  nextCursor: string | null;
}

export interface ContentOverview {
  collections: CollectionView[];
  canPublish: boolean;
  /** Where publishing goes: the working tree of this server or the site's GitHub repository. */
  target: "working-tree" | "github" | "unconfigured";
}
