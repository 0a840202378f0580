import * as Y from "yjs";
import { describe, expect, it } from "vitest";
import { CONTENT_FIELD } from "../../domain/limits.ts";
import { TestClient } from "../sync/testing.ts";
import { restoreUpdate } from "./restore.ts";

function bold(client: TestClient, paragraph: number, from: number, length: number) {
  const text = (client.fragment.get(paragraph) as Y.XmlElement).get(0) as Y.XmlText;
  text.format(from, length, { bold: {} });
}

describe("restoreUpdate", () => {
  it("brings back the snapshot's content, formatting included, as a forward edit every client converges on", () => {
    const anna = new TestClient();
    const bernd = new TestClient();
    anna.type("Beschluss: angenommen");
    bold(anna, 0, 0, 9);
    const heading = new Y.XmlElement("heading");
    heading.setAttribute("level", 2 as unknown as string);
    heading.insert(0, [new Y.XmlText("TOP 1")]);
    anna.fragment.insert(0, [heading]);
    const snapshot = Y.encodeStateAsUpdate(anna.doc);
    const snapshotText = anna.text();

    Y.applyUpdate(bernd.doc, snapshot);
    bernd.deleteText(1, 0, 10);
    bernd.type(" (nach Änderung)", 1);
    Y.applyUpdate(anna.doc, Y.encodeStateAsUpdate(bernd.doc));
    expect(anna.text()).not.toBe(snapshotText);

    const update = restoreUpdate(Y.encodeStateAsUpdate(anna.doc), snapshot);
    Y.applyUpdate(anna.doc, update);
    Y.applyUpdate(bernd.doc, update);
    expect(anna.text()).toBe(snapshotText);
    expect(bernd.text()).toBe(snapshotText);
    expect(anna.text()).toBe('<heading level="2">TOP 1</heading><paragraph><bold>Beschluss</bold>: angenommen</paragraph>');
  });

  it("keeps edits made concurrently outside the restored content", () => {
    const anna = new TestClient();
    anna.type("Alt");
    const snapshot = Y.encodeStateAsUpdate(anna.doc);
    anna.type(" und neu");
    const current = Y.encodeStateAsUpdate(anna.doc);
    const update = restoreUpdate(current, snapshot);
    // Meanwhile another document root (not the notes content) is untouched by a restore.
    anna.doc.getMap("meta").set("x", 1);
    Y.applyUpdate(anna.doc, update);
    expect(anna.text()).toBe("<paragraph>Alt</paragraph>");
    expect(anna.doc.getMap("meta").get("x")).toBe(1);
    expect(anna.doc.getXmlFragment(CONTENT_FIELD).length).toBe(1);
  });

  it("restores an empty snapshot as an empty document", () => {
    const anna = new TestClient();
    anna.type("Inhalt");
    Y.applyUpdate(anna.doc, restoreUpdate(Y.encodeStateAsUpdate(anna.doc), Y.encodeStateAsUpdate(new Y.Doc())));
    expect(anna.text()).toBe("");
  });
});
