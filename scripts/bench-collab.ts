/**
 * `npm run bench:collab`: ten simulated editors type into one document for a minute through the
 * real sync service and the real browser provider, then stop and must converge to identical text
 * with every character accounted for. Prints function invocations per editor-minute, bytes per
 * poll, keystroke-to-appearance latency and stored bytes against content bytes after compaction.
 *
 *   COLLAB_EDITORS (default 10), COLLAB_SECONDS (typing time, default 60), COLLAB_KEYSTROKE_MS
 *   (mean pause between keystrokes per editor, default 200 = 5 characters a second),
 *   COLLAB_RTT_MS (simulated round trip per poll, default 60), COLLAB_SEED (default 14)
 *
 * In process: the store is the in-memory one and the network a delay. Figures are a benchmark,
 * never an assertion; the convergence check is, and the script exits 1 if it fails.
 */
import * as Y from "yjs";
import { CONTENT_FIELD } from "#modules/collab/domain/limits.ts";
import { toMarkdown } from "#modules/collab/server/content/markdown.ts";
import { documentJson } from "#modules/collab/server/content/prosemirror-json.ts";
import { compactIfNeeded, DEFAULT_COMPACTION } from "#modules/collab/server/sync/compaction.ts";
import { MemoryUpdateStore } from "#modules/collab/server/sync/memory-update-store.ts";
import { seededRandom } from "#modules/collab/server/sync/testing.ts";
import { inProcessTransport } from "#modules/collab/testing/in-process-transport.ts";
import { LatencyProbe, percentile } from "#modules/collab/testing/latency-probe.ts";
import { SimulatedEditor } from "#modules/collab/testing/simulated-editor.ts";
import { HttpSyncProvider } from "#modules/collab/ui/sync/http-sync-provider.ts";
import { headlessEnvironment } from "#modules/collab/ui/sync/sync-environment.ts";

const editorsCount = Number(process.env.COLLAB_EDITORS ?? 10);
const seconds = Number(process.env.COLLAB_SECONDS ?? 60);
const keystrokeMs = Number(process.env.COLLAB_KEYSTROKE_MS ?? 200);
const rttMs = Number(process.env.COLLAB_RTT_MS ?? 60);
const random = seededRandom(Number(process.env.COLLAB_SEED ?? 14));
const DOC = "bench-doc";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const store = new MemoryUpdateStore();
const probe = new LatencyProbe(() => performance.now());
const exchanges = { calls: 0, notModified: 0, requestBytes: [] as number[], responseBytes: [] as number[], serviceMs: [] as number[] };

const participants = Array.from({ length: editorsCount }, (_, index) => {
  const doc = new Y.Doc();
  const transport = inProcessTransport({
    store,
    docId: DOC,
    user: { id: `bench-user-${index}`, name: `Person ${index + 1}` },
    latencyMs: () => rttMs * (0.75 + random() * 0.5),
    compaction: DEFAULT_COMPACTION,
    observe(request, answer) {
      exchanges.calls += 1;
      exchanges.requestBytes.push(JSON.stringify(request).length);
      if (answer.status === 304) exchanges.notModified += 1;
      exchanges.responseBytes.push(answer.status === 200 && "body" in answer ? JSON.stringify(answer.body).length : 0);
    },
  });
  const provider = new HttpSyncProvider(doc, { transport, environment: headlessEnvironment() });
  provider.awareness.setLocalStateField("cursor", null);
  const editor = new SimulatedEditor(doc, index, { keystrokeMs, random }, (client, clock) => probe.typed(client, clock));
  probe.watch(doc, provider);
  return { doc, provider, editor };
});

async function typeFor(editor: SimulatedEditor, provider: HttpSyncProvider, untilMs: number): Promise<void> {
  while (performance.now() < untilMs) {
    editor.keystroke();
    // The caret moves with every keystroke, as it does in the real editor.
    provider.awareness.setLocalStateField("cursor", { at: performance.now() });
    await sleep(editor.nextPause());
  }
}

const texts = () => participants.map((p) => p.doc.getXmlFragment(CONTENT_FIELD).toString());

async function main(): Promise<void> {
  console.log(
    `Collaborative notes sync benchmark: ${editorsCount} editors, ${seconds} s typing, ~${(1000 / keystrokeMs).toFixed(1)} keystrokes/s each, ${rttMs} ms simulated round trip, in process`,
  );
  for (const p of participants) p.provider.start();
  const started = performance.now();
  const typingEnds = started + seconds * 1000;
  await Promise.all(participants.map((p) => typeFor(p.editor, p.provider, typingEnds)));
  const callsWhileTyping = exchanges.calls;
  const typingMinutes = (performance.now() - started) / 60_000;

  // Convergence: no more typing; every provider keeps polling until all documents are identical.
  const settleStarted = performance.now();
  let converged = false;
  while (performance.now() - settleStarted < 30_000) {
    await sleep(500);
    const all = texts();
    if (participants.every((p) => p.provider.status === "synced") && all.every((text) => text === all[0])) {
      converged = true;
      break;
    }
  }
  const settleMs = performance.now() - settleStarted;
  for (const p of participants) p.provider.destroy();

  const lost = participants.map((p) => ({ letters: p.editor.letters.join(""), expected: p.editor.expected, found: p.editor.countIn(participants[0]!.doc) }));
  const allCharactersThere = lost.every((entry) => entry.expected === entry.found);

  const before = await store.stats(DOC);
  const compaction = await compactIfNeeded(store, DOC, Date.now(), { minRows: 1, minMergeableRows: 1, minAgeMs: 0 });
  const after = await store.stats(DOC);
  const plainText = texts()[0]!.replace(/<[^>]*>/g, "");
  // Content size as a person would store it: the document's Markdown export.
  const contentBytes = new TextEncoder().encode(toMarkdown(documentJson(participants[0]!.doc))).length;

  const typed = lost.reduce((sum, entry) => sum + entry.expected, 0);
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
  console.log(
    `\nConvergence: ${converged ? "identical in all editors" : "NOT CONVERGED"} ${(settleMs / 1000).toFixed(1)} s after typing stopped; ${allCharactersThere ? "no character lost" : "CHARACTERS LOST"} (${typed} letters kept after backspaces, ${plainText.length} characters of text)`,
  );
  if (!allCharactersThere) console.log(lost.map((entry) => `  ${entry.letters}: expected ${entry.expected}, found ${entry.found}`).join("\n"));
  console.log(
    `Function invocations: ${(callsWhileTyping / editorsCount / typingMinutes).toFixed(0)} per editor-minute while typing (${callsWhileTyping} calls); ${((exchanges.notModified / exchanges.calls) * 100).toFixed(0)}% answered 304`,
  );
  console.log(
    `Bytes per poll: request mean ${mean(exchanges.requestBytes).toFixed(0)} B (p95 ${percentile(exchanges.requestBytes, 95)} B), response mean ${mean(exchanges.responseBytes).toFixed(0)} B (p95 ${percentile(exchanges.responseBytes, 95)} B), JSON`,
  );
  console.log(
    `Keystroke to appearance in another editor: median ${percentile(probe.samples, 50).toFixed(0)} ms, p95 ${percentile(probe.samples, 95).toFixed(0)} ms, max ${percentile(probe.samples, 100).toFixed(0)} ms (${probe.samples.length} samples)`,
  );
  console.log(
    `Storage: ${before.rows} rows / ${before.bytes} B before the final compaction (background compaction ran during typing), ${after.rows} row / ${after.bytes} B after${compaction.compacted ? "" : " (not compacted)"}; content ${contentBytes} B (as Markdown) -> ${(after.bytes / contentBytes).toFixed(2)}x`,
  );
  if (!converged || !allCharactersThere) process.exitCode = 1;
}

await main();
