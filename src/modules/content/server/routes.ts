/** The content editor's endpoints (ADR 270, 271): the board reads and drafts, management and admin publish. */
import { route } from "../../../platform/http/router.ts";
import { created } from "../../../platform/http/respond.ts";
import { hasAnyRole } from "../../../shared/roles.ts";
import { requiredRolesOf } from "../../../shared/access.ts";
import { draftParams, entryParams, newEntryInput, publicationListQuery, publicationParams, saveDraftInput, startDraftInput, unpublishInput, versionInput } from "../schema.ts";
import { z } from "zod";
import type { AuthUser } from "../../../platform/auth/require-user.ts";
import { createEntryDraft, discardDraft, draftView, loadDraft, rebaseDraft, saveDraft, startDraft } from "./drafts.ts";
import { draftPicture, readImageBody, uploadDraftImage } from "./draft-images.ts";
import { getEntry, listCollections } from "./listing.ts";
import { checkPublication, listPublications } from "./publications.ts";
import { publishDraft, requireTarget, unpublishEntry } from "./publish.ts";
import { publishingSetup } from "./setup.ts";

const BASE = "/api/content";
const canPublish = (user: AuthUser) => hasAnyRole(user.roles, requiredRolesOf("contentPublish"));
const repository = () => requireTarget(publishingSetup()).repository;
const uploadQuery = z.object({ name: z.string().max(200).default("bild") });
const pictureQuery = z.object({ ref: z.string().max(200) });
const discardQuery = z.object({ version: z.coerce.number().int().min(1) });

export const contentRoutes = [
  route({
    method: "GET",
    path: BASE,
    access: "content",
    handle: async ({ db, user }) => {
      const setup = publishingSetup();
      return { collections: setup.kind === "unconfigured" ? [] : await listCollections(db, setup.repository), canPublish: canPublish(user), target: setup.kind };
    },
  }),
  route({
    method: "GET",
    path: `${BASE}/entries/:collection/:entryId`,
    access: "content",
    params: entryParams,
    notFound: "Der Eintrag",
    handle: ({ db, user, params }) => getEntry(db, repository(), params.collection, params.entryId, canPublish(user)),
  }),
  route({
    method: "POST",
    path: `${BASE}/entries`,
    access: "content",
    body: newEntryInput,
    handle: async ({ db, user, body }) => created(await createEntryDraft(db, repository(), user, body)),
  }),
  route({
    method: "POST",
    path: `${BASE}/entries/:collection/:entryId/unpublish`,
    access: "contentPublish",
    params: entryParams,
    notFound: "Der Eintrag",
    body: unpublishInput,
    handle: ({ db, user, params, body }) => unpublishEntry(db, publishingSetup(), user, params.collection, params.entryId, body.sha),
  }),
  route({
    method: "POST",
    path: `${BASE}/drafts`,
    access: "content",
    body: startDraftInput,
    handle: async ({ db, user, body }) => {
      const result = await startDraft(db, repository(), user, body.collection, body.entryId, body.fresh);
      return result.created ? created(result.draft) : result.draft;
    },
  }),
  route({ method: "GET", path: `${BASE}/drafts/:id`, access: "content", params: draftParams, notFound: "Der Entwurf", handle: async ({ db, params }) => draftView(db, await loadDraft(db, params.id)) }),
  route({ method: "PUT", path: `${BASE}/drafts/:id`, access: "content", params: draftParams, notFound: "Der Entwurf", body: saveDraftInput, maxBodyBytes: 400_000, handle: ({ db, user, params, body }) => saveDraft(db, user, params.id, body) }),
  route({ method: "DELETE", path: `${BASE}/drafts/:id`, access: "content", params: draftParams, notFound: "Der Entwurf", query: discardQuery, handle: ({ db, user, params, query }) => discardDraft(db, user, params.id, query.version) }),
  route({ method: "POST", path: `${BASE}/drafts/:id/rebase`, access: "content", params: draftParams, notFound: "Der Entwurf", body: versionInput, handle: ({ db, user, params, body }) => rebaseDraft(db, repository(), user, params.id, body.version) }),
  route({
    method: "POST",
    path: `${BASE}/drafts/:id/images`,
    access: "content",
    params: draftParams,
    notFound: "Der Entwurf",
    query: uploadQuery,
    rawBody: true,
    handle: async ({ db, user, params, query, req }) => created(await uploadDraftImage(db, user, params.id, await readImageBody(req), query.name)),
  }),
  route({ method: "GET", path: `${BASE}/drafts/:id/picture`, access: "content", params: draftParams, notFound: "Der Entwurf", query: pictureQuery, handle: ({ db, params, query }) => draftPicture(db, repository(), params.id, query.ref) }),
  route({ method: "POST", path: `${BASE}/drafts/:id/publish`, access: "contentPublish", params: draftParams, notFound: "Der Entwurf", body: versionInput, handle: ({ db, user, params, body }) => publishDraft(db, publishingSetup(), user, params.id, body.version) }),
  route({ method: "GET", path: `${BASE}/publications`, access: "content", query: publicationListQuery, handle: ({ db, query }) => listPublications(db, query.cursor) }),
  route({
    method: "GET",
    path: `${BASE}/publications/:id`,
    access: "content",
    params: publicationParams,
    notFound: "Die Veröffentlichung",
    handle: ({ db, params }) => {
      const setup = publishingSetup();
      return checkPublication(db, setup.kind === "unconfigured" ? undefined : setup.deployment, params.id);
    },
  }),
];
