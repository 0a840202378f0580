/**
 * The browser provider against the real sync service (in process, fake timers): convergence,
 * adaptive polling, offline edits, refusals and presence, end to end through the wire shapes.
 */
import * as Y from "yjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTENT_FIELD } from "../domain/limits.ts";
import { MemoryUpdateStore } from "../server/sync/memory-update-store.ts";
import { HttpSyncProvider, type SyncTransport } from "../ui/sync/http-sync-provider.ts";
import { POLL } from "../ui/sync/poll-delay.ts";
import { headlessEnvironment, type SyncEnvironment } from "../ui/sync/sync-environment.ts";
import { inProcessTransport } from "./in-process-transport.ts";

const DOC = "doc-1";
let store: MemoryUpdateStore;
let offline: boolean;
let visible: boolean;
let providers: HttpSyncProvider[];
let pageHideListeners: Array<() => void>;

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  store = new MemoryUpdateStore();
  offline = false;
  visible = true;
  providers = [];
  pageHideListeners = [];
});

afterEach(() => {
  for (const provider of providers) provider.destroy();
  vi.useRealTimers();
});

function environment(): SyncEnvironment {
  return {
    ...headlessEnvironment(),
    isVisible: () => visible,
    onPageHide(listener) {
      pageHideListeners.push(listener);
      return () => {
        pageHideListeners.splice(pageHideListeners.indexOf(listener), 1);
      };
    },
    onPageRestore: () => () => {},
  };
}

/** The transport of a page that can be closed: after `close()` its requests never come back. */
function closablePage(name: string) {
  const base = inProcessTransport({ store, docId: DOC, user: { id: `user-${name}`, name }, latencyMs: () => 20 });
  let gone = false;
  const transport: SyncTransport = { sync: (body) => (gone ? new Promise(() => {}) : base.sync(body)), leave: base.leave };
  return {
    transport,
    close() {
      for (const listener of [...pageHideListeners]) listener();
      gone = true;
    },
  };
}

function editor(name: string, options: { canWrite?: boolean; transport?: SyncTransport; doc?: Y.Doc; handshakeOrigins?: unknown[] } = {}) {
  const doc = options.doc ?? new Y.Doc();
  const transport =
    options.transport ??
    inProcessTransport({
      store,
      docId: DOC,
      user: { id: `user-${name}`, name },
      canWrite: () => options.canWrite ?? true,
      offline: () => offline,
      latencyMs: () => 20,
    });
  const provider = new HttpSyncProvider(doc, { transport, environment: environment(), handshakeOrigins: options.handshakeOrigins });
  provider.awareness.setLocalStateField("cursor", null);
  providers.push(provider);
  provider.start();
  return { doc, provider, text: () => doc.getXmlFragment(CONTENT_FIELD).toString() };
}

function type(doc: Y.Doc, text: string, paragraphIndex = 0): void {
  const fragment = doc.getXmlFragment(CONTENT_FIELD);
  doc.transact(() => {
    while (fragment.length <= paragraphIndex) {
      const paragraph = new Y.XmlElement("paragraph");
      paragraph.insert(0, [new Y.XmlText()]);
      fragment.insert(fragment.length, [paragraph]);
    }
    const textNode = (fragment.get(paragraphIndex) as Y.XmlElement).get(0) as Y.XmlText;
    textNode.insert(textNode.length, text);
  });
}

const run = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe("HttpSyncProvider with the sync service", () => {
  it("brings one editor's typing to another within a poll", async () => {
    const anna = editor("Anna");
    const bernd = editor("Bernd");
    await run(1_000);
    type(anna.doc, "TOP 1: Begrüßung");
    await run(POLL.presentMs + 200);
    expect(bernd.text()).toBe(anna.text());
    expect(anna.provider.status).toBe("synced");
  });

  it("polls fast while another person types and slowly when alone", async () => {
    const anna = editor("Anna");
    await run(1_000);
    const aloneBefore = anna.provider.stats.polls;
    await run(30_000);
    const alonePolls = anna.provider.stats.polls - aloneBefore;
    expect(alonePolls).toBeGreaterThanOrEqual(5);
    expect(alonePolls).toBeLessThanOrEqual(8);

    const bernd = editor("Bernd");
    await run(2_000);
    const activeBefore = anna.provider.stats.polls;
    for (let i = 0; i < 30; i += 1) {
      type(bernd.doc, "x");
      await run(333);
    }
    const activePolls = anna.provider.stats.polls - activeBefore;
    expect(activePolls).toBeGreaterThan(20);
    expect(anna.text()).toBe(bernd.text());
  });

  it("polls every five seconds alone in a document others wrote before: catching up is nobody's activity (issue 25)", async () => {
    const bernd = editor("Bernd");
    type(bernd.doc, "TOP 1: Begrüßung. TOP 2: Haushalt.");
    await run(2_000);
    bernd.provider.destroy();
    await run(1_000);
    const anna = editor("Anna");
    await run(1_000);
    expect(anna.text()).toContain("TOP 2: Haushalt.");
    const before = anna.provider.stats.polls;
    await run(20_000);
    expect(anna.provider.stats.polls - before).toBeLessThanOrEqual(5);
  });

  it("says goodbye when the page is left, so the reloaded page is alone again (issue 25)", async () => {
    const first = closablePage("Anna");
    editor("Anna", { transport: first.transport });
    await run(2_000);
    first.close();
    const second = closablePage("Anna");
    const reloaded = editor("Anna", { transport: second.transport });
    await run(1_000);
    const before = reloaded.provider.stats.polls;
    await run(20_000);
    // A ghost of the first page would count as present for 45 s: a poll every 1.5 s.
    expect(reloaded.provider.stats.polls - before).toBeLessThanOrEqual(5);
  });

  it("answers quiet polls with 304", async () => {
    const anna = editor("Anna");
    await run(60_000);
    expect(anna.provider.stats.notModified).toBeGreaterThan(anna.provider.stats.polls / 2);
  });

  it("slows down in a hidden tab", async () => {
    const anna = editor("Anna");
    await run(1_000);
    visible = false;
    await run(POLL.aloneMs);
    const before = anna.provider.stats.polls;
    await run(120_000);
    expect(anna.provider.stats.polls - before).toBeLessThanOrEqual(5);
  });

  it("keeps edits made offline and merges them with the others' when the network returns", async () => {
    const anna = editor("Anna");
    const bernd = editor("Bernd");
    type(anna.doc, "Gemeinsam.");
    await run(3_000);
    expect(bernd.text()).toBe(anna.text());

    offline = true;
    type(anna.doc, " Anna offline.");
    await run(5_000);
    expect(anna.provider.status).toBe("offline");
    expect(anna.provider.hasUnsentChanges).toBe(true);
    type(bernd.doc, " Bernd offline.", 1);
    await run(10_000);

    offline = false;
    await run(40_000);
    expect(anna.text()).toBe(bernd.text());
    expect(anna.text()).toContain("Anna offline.");
    expect(anna.text()).toContain("Bernd offline.");
    expect(anna.provider.status).toBe("synced");
  });

  it("sends edits restored from offline storage through the handshake, not as new edits", async () => {
    const persistence = { name: "indexeddb" };
    const offlineCopy = new Y.Doc();
    const bernd = editor("Bernd");
    type(bernd.doc, "Server-Stand.");
    await run(2_000);
    // The local copy of a previous visit: an old state plus an edit that never reached the server.
    Y.applyUpdate(offlineCopy, Y.encodeStateAsUpdate(bernd.doc));
    type(offlineCopy, "Beim letzten Besuch offline geschrieben.", 1);
    const restored = Y.encodeStateAsUpdate(offlineCopy);

    const doc = new Y.Doc();
    const anna = editor("Anna", { doc, handshakeOrigins: [persistence] });
    Y.applyUpdate(doc, restored, persistence);
    expect(anna.provider.hasUnsentChanges).toBe(false);
    await run(5_000);
    expect(bernd.text()).toContain("Beim letzten Besuch offline geschrieben.");
    expect(anna.text()).toBe(bernd.text());
  });

  it("reports unsaved edits until the server has confirmed them, offline included", async () => {
    const anna = editor("Anna");
    const flips: boolean[] = [];
    anna.provider.on("unsaved", (unsaved) => flips.push(unsaved));
    await run(2_000);
    expect(anna.provider.unsaved).toBe(false);

    type(anna.doc, "Erster Satz.");
    expect(anna.provider.unsaved).toBe(true);
    await run(2_000);
    expect(anna.provider.unsaved).toBe(false);

    offline = true;
    type(anna.doc, " Im Funkloch.");
    await run(20_000);
    expect(anna.provider.status).toBe("offline");
    expect(anna.provider.unsaved).toBe(true);
    offline = false;
    await run(40_000);
    expect(anna.provider.unsaved).toBe(false);
    expect(flips).toEqual([true, false, true, false]);
  });

  it("counts offline-copy content as unsaved until the handshake has sent what the server lacked", async () => {
    const persistence = { name: "indexeddb" };
    const offlineCopy = new Y.Doc();
    type(offlineCopy, "Nur auf diesem Gerät.");
    const doc = new Y.Doc();
    offline = true;
    const anna = editor("Anna", { doc, handshakeOrigins: [persistence] });
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(offlineCopy), persistence);
    await run(10_000);
    expect(anna.provider.unsaved).toBe(true);
    offline = false;
    await run(40_000);
    expect(anna.provider.unsaved).toBe(false);
    const reader = editor("Bernd");
    await run(3_000);
    expect(reader.text()).toContain("Nur auf diesem Gerät.");
  });

  it("stops and reports a refused update instead of retrying it forever", async () => {
    const anna = editor("Anna");
    const refused = vi.fn();
    anna.provider.on("refused", refused);
    await run(1_000);
    type(anna.doc, "a".repeat(600 * 1024));
    await run(1_000);
    expect(anna.provider.status).toBe("refused");
    expect(refused).toHaveBeenCalledWith(expect.objectContaining({ code: "too_large" }));
    const polls = anna.provider.stats.polls;
    await run(30_000);
    expect(anna.provider.stats.polls).toBe(polls);
    expect((await store.stats(DOC)).bytes).toBeLessThan(1024);
  });

  it("tells a reader that the document is read-only and still shows the writers' text", async () => {
    const writer = editor("Anna");
    const reader = editor("Gast", { canWrite: false });
    const readOnly = vi.fn();
    reader.provider.on("readOnly", readOnly);
    type(writer.doc, "Nur lesen.");
    await run(POLL.readOnlyMs + 1_000);
    expect(readOnly).toHaveBeenCalledWith(true);
    expect(reader.text()).toBe(writer.text());
  });

  it("shows each person's presence to the others and removes it when the editor closes", async () => {
    const anna = editor("Anna");
    const bernd = editor("Bernd");
    anna.provider.awareness.setLocalStateField("user", { name: "Gefälscht" });
    await run(3_000);
    const seen = bernd.provider.awareness.getStates().get(anna.doc.clientID) as { user: { name: string } };
    expect(seen.user.name).toBe("Anna");
    anna.provider.destroy();
    providers = providers.filter((provider) => provider !== anna.provider);
    await run(3_000);
    expect(bernd.provider.awareness.getStates().has(anna.doc.clientID)).toBe(false);
  });

  it("asks for a handshake when an update arrives whose dependencies are missing", async () => {
    // A transport that loses the content of one answer, as if it had been dropped on the way.
    let loseNextUpdate = false;
    const requests: Array<{ handshake: boolean }> = [];
    const real = inProcessTransport({ store, docId: DOC, user: { id: "user-anna", name: "Anna" } });
    const lossy: SyncTransport = {
      async sync(body) {
        requests.push({ handshake: Boolean(body.stateVector) });
        const answer = await real.sync(body);
        if (loseNextUpdate && answer.status === 200 && "body" in answer && answer.body.update) {
          loseNextUpdate = false;
          return { status: 200, body: { ...answer.body, update: null } };
        }
        return answer;
      },
      leave: real.leave,
    };
    const anna = editor("Anna", { transport: lossy });
    const bernd = editor("Bernd");
    await run(2_000);
    loseNextUpdate = true;
    type(bernd.doc, "erst");
    await run(POLL.presentMs * 2);
    expect(anna.text()).toBe("");
    const before = requests.length;
    type(bernd.doc, " dann");
    await run(POLL.presentMs * 2 + 6_000);
    expect(requests.slice(before).some((request) => request.handshake)).toBe(true);
    expect(anna.text()).toBe("<paragraph>erst dann</paragraph>");
  });
});
