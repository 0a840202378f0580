/**
 * The content editor's endpoints (ADR 260 contract; ADRs 270, 271): the board, management and
 * admin read the site's content and keep drafts; management and admin publish and unpublish.
 */
import { defineContract, endpoint, fileAnswer, noContent, rawBody } from "../../shared/contract/endpoint.ts";
import {
  contentOverviewSchema,
  discardQuery,
  draftParams,
  draftViewSchema,
  entryParams,
  entryViewSchema,
  newEntryInput,
  pictureQuery,
  publicationListQuery,
  publicationPageSchema,
  publicationParams,
  publicationViewSchema,
  reviewAnswerSchema,
  saveDraftInput,
  startDraftInput,
  unpublishInput,
  uploadedPictureSchema,
  uploadQuery,
  versionInput,
} from "./schema.ts";

const ENTRY = "Der Eintrag";
const DRAFT = "Der Entwurf";

export const contentContract = defineContract("content", {
  overview: endpoint({ method: "GET", path: "/api/content", access: "content", response: contentOverviewSchema, summary: "Every collection of content/ with its entries and open drafts." }),
  entry: endpoint({ method: "GET", path: "/api/content/entries/:collection/:entryId", access: "content", params: entryParams, notFound: ENTRY, response: entryViewSchema }),
  newEntry: endpoint({ method: "POST", path: "/api/content/entries", access: "content", body: newEntryInput, response: draftViewSchema, status: 201, summary: "A new press release (or person) from the template; 409 when the address is taken." }),
  unpublish: endpoint({ method: "POST", path: "/api/content/entries/:collection/:entryId/unpublish", access: "contentPublish", params: entryParams, notFound: ENTRY, body: unpublishInput, response: publicationViewSchema }),
  startDraft: endpoint({ method: "POST", path: "/api/content/drafts", access: "content", body: startDraftInput, response: draftViewSchema, summary: "Opens the page's draft (200) or starts one from the published file (201)." }),
  draft: endpoint({ method: "GET", path: "/api/content/drafts/:id", access: "content", params: draftParams, notFound: DRAFT, response: draftViewSchema }),
  saveDraft: endpoint({ method: "PUT", path: "/api/content/drafts/:id", access: "content", params: draftParams, notFound: DRAFT, body: saveDraftInput, response: draftViewSchema }),
  discardDraft: endpoint({ method: "DELETE", path: "/api/content/drafts/:id", access: "content", params: draftParams, notFound: DRAFT, query: discardQuery, response: noContent }),
  rebaseDraft: endpoint({ method: "POST", path: "/api/content/drafts/:id/rebase", access: "content", params: draftParams, notFound: DRAFT, body: versionInput, response: draftViewSchema }),
  uploadPicture: endpoint({ method: "POST", path: "/api/content/drafts/:id/images", access: "content", params: draftParams, notFound: DRAFT, query: uploadQuery, body: rawBody(), response: uploadedPictureSchema, status: 201 }),
  picture: endpoint({ method: "GET", path: "/api/content/drafts/:id/picture", access: "content", params: draftParams, notFound: DRAFT, query: pictureQuery, response: fileAnswer("image/") }),
  submitForReview: endpoint({ method: "POST", path: "/api/content/drafts/:id/submit", access: "content", params: draftParams, notFound: DRAFT, body: versionInput, response: reviewAnswerSchema, summary: "Notifies management that the draft waits for publishing." }),
  publish: endpoint({ method: "POST", path: "/api/content/drafts/:id/publish", access: "contentPublish", params: draftParams, notFound: DRAFT, body: versionInput, response: publicationViewSchema }),
  publications: endpoint({ method: "GET", path: "/api/content/publications", access: "content", query: publicationListQuery, response: publicationPageSchema }),
  publication: endpoint({ method: "GET", path: "/api/content/publications/:id", access: "content", params: publicationParams, notFound: "Die Veröffentlichung", response: publicationViewSchema, summary: "The publication, brought up to date from the live site's content manifest." }),
});
