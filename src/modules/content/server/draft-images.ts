/** Pictures uploaded into a draft: stored with it until it is published; read back for the preview. */
import { and, eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { HttpError, notFound } from "#platform/http/errors.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import type { CollectionKey } from "#shared/content-schemas.ts";
import { CONTENT_COLLECTIONS } from "#shared/content-schemas.ts";
import { hasBody } from "./entry-file.ts";
import { MAX_IMAGE_UPLOAD_BYTES, prepareImage } from "./images.ts";
import { loadDraft } from "./drafts.ts";
import type { ContentRepository } from "./repository/repository.ts";
import { contentDraftImages } from "./tables.ts";

const tooLarge = () =>
  new HttpError(
    413,
    "payload_too_large",
    `Das Bild ist zu groß (höchstens ${(MAX_IMAGE_UPLOAD_BYTES / 1_000_000).toLocaleString("de-DE")} MB). Bitte verkleinern Sie es vor dem Hochladen.`,
  );

/** The request body, at most MAX_IMAGE_UPLOAD_BYTES (counted while reading, not trusted from headers). */
export async function readImageBody(req: Request): Promise<Uint8Array> {
  if (Number(req.headers.get("content-length") ?? 0) > MAX_IMAGE_UPLOAD_BYTES) throw tooLarge();
  if (!req.body) throw new HttpError(400, "invalid_input", "Es wurde kein Bild gesendet.");
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_IMAGE_UPLOAD_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** Where a collection's pictures go: the board's portraits in ./fotos/, pictures in a text in ./bilder/. */
export function pictureFolder(collection: CollectionKey): "fotos" | "bilder" | null {
  if (collection === "board") return "fotos";
  return hasBody(collection) ? "bilder" : null;
}

export async function uploadDraftImage(db: Db, user: AuthUser, draftId: string, bytes: Uint8Array, originalName: string) {
  const draft = await loadDraft(db, draftId);
  const folder = pictureFolder(draft.collection as CollectionKey);
  if (!folder) throw new HttpError(422, "no_pictures", `${CONTENT_COLLECTIONS[draft.collection as CollectionKey].label} haben keine Bilder.`);
  if (bytes.byteLength === 0) throw new HttpError(400, "invalid_input", "Es wurde kein Bild gesendet.");
  const image = await prepareImage(bytes, originalName);
  await db
    .insert(contentDraftImages)
    .values({ draftId, fileName: image.name, mediaType: image.mediaType, bytes: image.bytes, width: image.width, height: image.height, uploadedBy: user.id })
    .onConflictDoNothing();
  return { name: image.name, width: image.width, height: image.height, reference: `./${folder}/${image.name}` };
}

const TYPES: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp", svg: "image/svg+xml" };

/** A picture for the editor's preview: uploaded into the draft, or already on the site. */
export async function draftPicture(db: Db, repository: ContentRepository, draftId: string, reference: string): Promise<Response> {
  const draft = await loadDraft(db, draftId);
  const collection = draft.collection as CollectionKey;
  const match = /^\.\/(fotos|bilder)\/([a-z0-9][a-z0-9._-]{0,120}\.(jpe?g|png|webp|svg))$/.exec(reference);
  if (!match || match[1] !== pictureFolder(collection)) throw notFound("Das Bild");
  const [uploaded] = await db
    .select({ bytes: contentDraftImages.bytes, mediaType: contentDraftImages.mediaType })
    .from(contentDraftImages)
    .where(and(eq(contentDraftImages.draftId, draftId), eq(contentDraftImages.fileName, match[2]!)));
  const bytes = uploaded?.bytes ?? (await repository.read(`${CONTENT_COLLECTIONS[collection].files.folder}/${match[1]}/${match[2]}`))?.bytes;
  if (!bytes) throw notFound("Das Bild");
  // An SVG from the repository is shown as an image only (no scripts run in <img>); the sandbox CSP covers direct opening.
  return new Response(Buffer.from(bytes), {
    headers: {
      "content-type": uploaded?.mediaType ?? TYPES[match[3]!]!,
      "cache-control": "private, max-age=300",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "x-content-type-options": "nosniff",
    },
  });
}
