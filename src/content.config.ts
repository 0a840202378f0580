/**
 * Content collections of the public site. Editors change a page in the internal area's content
 * editor (src/modules/content) or by editing one file under content/; a wrong or missing field
 * fails `astro build` with the file and the field named.
 *
 * The schemas, their German labels and messages live in src/shared/content-schemas.ts, which the
 * editor validates drafts with too: one schema, no second copy. CONTENT_DIR moves the content
 * folder (the e2e server publishes into a scratch copy, never into the repository's content/).
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import {
  boardSchema,
  CONTENT_COLLECTIONS,
  contactSchema,
  demandSchema,
  documentSchema,
  globPattern,
  pageSchema,
  pressSchema,
  statutesSchema,
  type CollectionKey,
} from "./shared/content-schemas.ts"; // relative, not #shared: tests/unit/content-schemas.test.ts runs astro sync on a copy without package.json

const contentDir = process.env.CONTENT_DIR ?? "./content";

/** The glob loader of a collection, from the same file rule the editor lists files by. */
function loader(key: CollectionKey) {
  const { files } = CONTENT_COLLECTIONS[key];
  return glob({ pattern: globPattern(files), base: `${contentDir}/${files.folder}` });
}

export const collections = {
  press: defineCollection({ loader: loader("press"), schema: pressSchema }),
  statutes: defineCollection({ loader: loader("statutes"), schema: statutesSchema }),
  documents: defineCollection({ loader: loader("documents"), schema: documentSchema }),
  demands: defineCollection({ loader: loader("demands"), schema: demandSchema }),
  // Astro's image() resolves the portrait next to the entry and optimises it.
  board: defineCollection({ loader: loader("board"), schema: ({ image }) => boardSchema(image()) }),
  contacts: defineCollection({ loader: loader("contacts"), schema: contactSchema }),
  pages: defineCollection({ loader: loader("pages"), schema: pageSchema }),
};
