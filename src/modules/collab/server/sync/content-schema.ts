/**
 * Whether a note's content is a document of the editor's schema (issue 23): the node and mark
 * types the editor and the exports know (domain/content-extensions.ts), each where the schema allows
 * it, and nothing but elements and text. An update that breaks it is refused before it is stored:
 * every editor would otherwise bend or blank the note, and every export would have to guess.
 *
 * Checked where an update changed something, not over the whole note (a large note would cost
 * hundreds of milliseconds per keystroke): every element, text or the root whose children or
 * attributes changed is checked one level deep, and every element the update created is checked
 * whole. Only a change that makes a part not fit is refused: a part that did not fit already
 * (concurrent edits, each fine, can merge into one; notes stored before this check) stays
 * editable, and removing from it is always allowed, so the editors can mend it.
 */
import { getSchema } from "@tiptap/core";
import { Fragment, type Mark, type Node as PmNodeInstance, type NodeType, type Schema } from "@tiptap/pm/model";
import * as Y from "yjs";
import { contentExtensions } from "../../domain/content-extensions.ts";
import { CONTENT_FIELD } from "../../domain/limits.ts";
import { elementJson } from "../content/prosemirror-json.ts";

let schema: Schema | undefined;
const noteSchema = () => (schema ??= getSchema(contentExtensions()));

/** y-prosemirror suffixes a mark's attribute name with a hash when marks of one type overlap. */
const HASHED_MARK_NAME = /(.*)(--[a-zA-Z0-9+/=]{8})$/;

type Container = Y.XmlFragment | Y.XmlElement;
type StateVector = Map<number, number>;

class Unfit extends Error {}

const isNew = (item: Y.Item | null, before: StateVector) => item !== null && item.id.clock >= (before.get(item.id.client) ?? 0);

/** The items of a container's children (a value stored in it included, which toArray hides the origin of). */
function childItems(container: Container): Y.Item[] {
  const items: Y.Item[] = [];
  for (let item = container._start; item !== null; item = item.right) if (!item.deleted && item.countable) items.push(item);
  return items;
}

function nodeTypeOf(container: Container): NodeType {
  if (container instanceof Y.XmlElement) {
    const type = noteSchema().nodes[container.nodeName];
    if (!type || type === noteSchema().topNodeType || type.isText) throw new Unfit();
    return type;
  }
  return noteSchema().topNodeType;
}

function marksOf(attributes: Record<string, unknown> | undefined): Mark[] {
  return Object.entries(attributes ?? {}).map(([name, attrs]) => {
    const type = noteSchema().marks[HASHED_MARK_NAME.exec(name)?.[1] ?? name];
    if (!type) throw new Unfit();
    return type.create(attrs && typeof attrs === "object" ? (attrs as Record<string, unknown>) : null);
  });
}

/** The kept children of a container as ProseMirror nodes one level deep (elements without content). */
function shallowChildren(container: Container, keep: (item: Y.Item) => boolean = () => true): PmNodeInstance[] {
  const nodes: PmNodeInstance[] = [];
  for (const item of childItems(container)) {
    if (!keep(item)) continue;
    const child = item.content instanceof Y.ContentType ? item.content.type : null;
    if (child instanceof Y.XmlElement) {
      nodes.push(nodeTypeOf(child).create(child.getAttributes()));
    } else if (child instanceof Y.XmlText) {
      for (const part of child.toDelta() as { insert: unknown; attributes?: Record<string, unknown> }[]) {
        if (typeof part.insert !== "string") throw new Unfit();
        if (part.insert.length > 0) nodes.push(noteSchema().text(part.insert, marksOf(part.attributes)));
      }
    } else throw new Unfit(); // a value, a map, an array: never part of a note
  }
  return nodes;
}

/** Everything under an element the update created: only elements and text, and the schema whole. */
function checkWhole(element: Y.XmlElement): void {
  shallowChildren(element);
  for (const child of element.toArray()) if (child instanceof Y.XmlElement) checkWhole(child);
  noteSchema().nodeFromJSON(elementJson(element)).check();
}

function fitsContent(type: NodeType, container: Container, keep?: (item: Y.Item) => boolean): boolean {
  const children = shallowChildren(container, keep);
  // An empty note is a note nobody has written in yet (or restored from an empty version).
  if (!(container instanceof Y.XmlElement) && children.length === 0) return true;
  return type.validContent(Fragment.fromArray(children));
}

function checkContainer(container: Container, before: StateVector): void {
  const type = nodeTypeOf(container);
  if (container instanceof Y.XmlElement) type.create(container.getAttributes());
  // What this update added must fit on its own, whatever was there before.
  const added = (item: Y.Item) => isNew(item, before);
  shallowChildren(container, added);
  for (const item of childItems(container))
    if (added(item) && item.content instanceof Y.ContentType && item.content.type instanceof Y.XmlElement) checkWhole(item.content.type);
  try {
    if (fitsContent(type, container)) return;
  } catch {
    // an unknown or broken child: decided below, by whether it was there before
  }
  let fittedBefore: boolean;
  try {
    fittedBefore = fitsContent(type, container, (item) => !added(item));
  } catch {
    fittedBefore = false;
  }
  if (fittedBefore) throw new Unfit();
}

/**
 * Whether the parts of `doc` that changed since the state vector `before` fit the schema.
 * `changed`: the types the transactions reported as changed (Y.Transaction.changed).
 */
// biome-ignore lint/suspicious/noExplicitAny: Yjs types its shared types as AbstractType<any> (Transaction.changed)
export function changesFit(doc: Y.Doc, changed: Iterable<Y.AbstractType<any>>, before: StateVector): boolean {
  for (const name of doc.share.keys()) if (name !== CONTENT_FIELD) return false;
  const containers = new Set<Container>();
  for (const type of changed) {
    if (type instanceof Y.XmlText) {
      if (!(type.parent instanceof Y.XmlElement)) return false;
      containers.add(type.parent);
    } else if (type instanceof Y.XmlElement || type instanceof Y.XmlFragment) containers.add(type);
    else return false;
  }
  try {
    for (const container of containers) checkContainer(container, before);
    return true;
  } catch {
    return false;
  }
}

/** The whole note against the schema (every element counts as new). */
export function contentFitsSchema(doc: Y.Doc): boolean {
  return changesFit(doc, [doc.getXmlFragment(CONTENT_FIELD)], new Map());
}

/**
 * Applies `updates` to `doc` and tells whether what they changed fits. On false the document holds
 * the refused updates and must be thrown away.
 */
export function applyIfFits(doc: Y.Doc, updates: readonly Uint8Array[]): boolean {
  // The root typed first: else the updates' changes are reported on an untyped placeholder.
  doc.getXmlFragment(CONTENT_FIELD);
  const before = Y.decodeStateVector(Y.encodeStateVector(doc));
  // biome-ignore lint/suspicious/noExplicitAny: Yjs types its shared types as AbstractType<any> (Transaction.changed)
  const changed = new Set<Y.AbstractType<any>>();
  const collect = (transaction: Y.Transaction) => {
    for (const type of transaction.changed.keys()) changed.add(type);
  };
  doc.on("afterTransaction", collect);
  try {
    for (const update of updates) Y.applyUpdate(doc, update);
  } catch {
    return false;
  } finally {
    doc.off("afterTransaction", collect);
  }
  return changesFit(doc, changed, before);
}

/** The note of `state` with `updates` applied keeps the schema where they changed it. */
export function updatesKeepSchema(state: Uint8Array | null, updates: readonly Uint8Array[]): boolean {
  const doc = new Y.Doc({ gc: false });
  try {
    if (state) Y.applyUpdate(doc, state);
    return applyIfFits(doc, updates);
  } finally {
    doc.destroy();
  }
}
