/**
 * Which modules' records a task may link to, and how tasks checks them (ADR 008: the composition
 * root wires modules together, so tasks imports none of them). A document must be live and in a
 * folder the person may read; a discussion thread must not be deleted and lie in a category the
 * person may read. Both modules decide that themselves; tasks stores the title they answer.
 * Assembly resolutions have no resolver yet: they are linked by ID and title as typed.
 */
import { findReadableDocuments, readableDocumentRef } from "#modules/documents/index.ts";
import { findReadableThreads, readableThreadRef } from "#modules/discussions/index.ts";
import { linkPath, registerLinkResolver } from "#modules/tasks/index.ts";

let registered = false;

export function registerTaskLinkResolvers(): void {
  if (registered) return;
  registered = true;
  registerLinkResolver("document", {
    async resolve(db, viewer, targetId) {
      const doc = await readableDocumentRef(db, viewer.roles, targetId);
      return doc ? { title: doc.name, path: linkPath("document", doc.id) } : null;
    },
    async search(db, viewer, q) {
      return (await findReadableDocuments(db, viewer.roles, q)).map((d) => ({ id: d.id, title: d.name, hint: d.folderName }));
    },
  });
  registerLinkResolver("discussion", {
    async resolve(db, viewer, targetId) {
      const thread = await readableThreadRef(db, viewer, targetId);
      return thread ? { title: thread.title, path: linkPath("discussion", thread.id) } : null;
    },
    async search(db, viewer, q) {
      return (await findReadableThreads(db, viewer, q)).map((t) => ({ id: t.id, title: t.title, hint: t.categoryName }));
    },
  });
}
