/**
 * The browser half of the Yjs-over-HTTP sync (ADR 140): one loop of POST polls that sends this
 * client's pending updates and presence and applies what the server answers. It replaces a
 * WebSocket provider, because the production stack (static site + functions) has none.
 *
 * - A handshake (state vector both ways) runs on the first poll, after any failed poll, when the
 *   server asks for one and when Yjs holds pending structs (an update whose dependencies never
 *   arrived). It is what merges edits made offline or restored from IndexedDB.
 * - Refused updates (400/413) stop the loop instead of retrying forever: the local document then
 *   holds something the server will never accept, and only the person can decide to reload.
 */
import { ObservableV2 } from "lib0/observable";
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate, removeAwarenessStates } from "y-protocols/awareness";
import * as Y from "yjs";
import { base64ToBytes, bytesToBase64 } from "../../domain/base64.ts";
import { MAX_REQUEST_UPDATE_BYTES, MAX_UPDATE_BYTES, MAX_UPDATES_PER_REQUEST } from "../../domain/limits.ts";
import type { SyncError, SyncRequestBody, SyncResponseBody } from "../../schema/sync.ts";
import { nextPollDelay, POLL } from "./poll-delay.ts";
import { browserEnvironment, type SyncEnvironment } from "./sync-environment.ts";

export type TransportAnswer = { status: 200; body: SyncResponseBody } | { status: 304 } | { status: number; error: SyncError | null };

export interface SyncTransport {
  sync(body: SyncRequestBody): Promise<TransportAnswer>;
  /** A last request that may outlive the page (fetch keepalive); failures are ignored. */
  leave(body: SyncRequestBody): void;
}

export type SyncStatus = "connecting" | "synced" | "saving" | "offline" | "refused";

type ProviderEvents = {
  status: (status: SyncStatus) => void;
  refused: (error: SyncError) => void;
  readOnly: (readOnly: boolean) => void;
  /** Whether the document holds local edits the server has not confirmed (flips only). */
  unsaved: (unsaved: boolean) => void;
};

export interface ProviderOptions {
  transport: SyncTransport;
  environment?: SyncEnvironment;
  /** Update origins that are not new local edits but may hold some (offline persistence): they trigger a handshake. */
  handshakeOrigins?: readonly unknown[];
}

/** Answers that a retry cannot change: bad or oversized data, no (longer) access, document gone. */
const REFUSAL_STATUSES = new Set([400, 403, 404, 413, 422]);

/** Pending structs may wait for an update that is merely late; ask again at most this often. */
const PENDING_RESYNC_MS = 5_000;

export class HttpSyncProvider extends ObservableV2<ProviderEvents> {
  readonly awareness: Awareness;
  readonly sessionId = crypto.randomUUID();
  status: SyncStatus = "connecting";
  readOnly = false;
  /** Local edits (or offline-copy content) the server has not confirmed yet. */
  unsaved = false;
  /** Counters for the benchmark and the status line. */
  readonly stats = { polls: 0, notModified: 0, failures: 0, bytesSent: 0, bytesReceived: 0 };

  private readonly transport: SyncTransport;
  private readonly env: SyncEnvironment;
  private readonly handshakeOrigins: readonly unknown[];
  private pending: Uint8Array[] = [];
  private cursor: number | null = null;
  private needHandshake = true;
  private lastHandshakeAt = -Infinity;
  private presenceDirty = true;
  private failures = 0;
  private lastRemoteActivityAt: number | null = null;
  private inFlight = false;
  private pollAgain = false;
  private timer: unknown = null;
  private timerDueAt = Infinity;
  private lastRequestAt = -Infinity;
  private stopped = false;
  /** This editor's presence while the page is hidden after a goodbye (back/forward cache). */
  private awayState: Record<string, unknown> | null = null;
  /** True while a handshake's answer is applied: the document's state so far, nobody's activity. */
  private catchingUp = false;
  private readonly unsubscribe: Array<() => void> = [];

  readonly doc: Y.Doc;

  constructor(doc: Y.Doc, options: ProviderOptions) {
    super();
    this.doc = doc;
    this.transport = options.transport;
    this.env = options.environment ?? browserEnvironment();
    this.handshakeOrigins = options.handshakeOrigins ?? [];
    this.awareness = new Awareness(doc);
    doc.on("update", this.onDocUpdate);
    this.awareness.on("update", this.onAwarenessUpdate);
    this.awareness.on("change", this.onAwarenessChange);
    this.unsubscribe.push(this.env.onVisibilityChange(() => this.env.isVisible() && this.pollSoon(0, true)));
    this.unsubscribe.push(this.env.onOnline(() => this.pollSoon(0, true)));
    // A reload or a closed tab never unmounts the editor: say goodbye here, or the others (and this
    // person's next page) would see a ghost for the presence TTL and poll faster meanwhile.
    this.unsubscribe.push(this.env.onPageHide(() => this.leave()));
    this.unsubscribe.push(this.env.onPageRestore(() => this.comeBack()));
  }

  start(): void {
    this.pollSoon(0, true);
  }

  /** Polls now instead of at the scheduled time (a button, a test, a benchmark). */
  syncNow(): void {
    this.pollSoon(0, true);
  }

  get hasUnsentChanges(): boolean {
    return this.pending.length > 0;
  }

  private readonly onDocUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === this) return;
    this.setUnsaved(true);
    if (this.handshakeOrigins.includes(origin)) {
      this.needHandshake = true;
    } else {
      this.pending.push(update);
      this.setStatus(this.failures > 0 ? "offline" : "saving");
    }
    this.pollSoon(nextPollDelay({ ...this.situation(), hasPendingUpdates: true }));
  };

  private readonly onAwarenessUpdate = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
    if (origin === this) return;
    if ([...added, ...updated, ...removed].includes(this.doc.clientID)) {
      this.presenceDirty = true;
      this.pollSoon(nextPollDelay(this.situation()));
    }
  };

  private readonly onAwarenessChange = (_change: unknown, origin: unknown) => {
    // A catch-up (a handshake's answer) brings what others did before, not what they do now.
    if (origin === this && !this.catchingUp) this.lastRemoteActivityAt = this.env.now();
  };

  private situation() {
    const othersPresent = [...this.awareness.getStates().keys()].some((clientId) => clientId !== this.doc.clientID);
    return {
      visible: this.env.isVisible(),
      readOnly: this.readOnly,
      hasPendingUpdates: this.pending.length > 0 || this.needHandshake,
      hasPendingPresence: this.presenceDirty,
      othersPresent,
      sinceRemoteActivityMs: this.lastRemoteActivityAt === null ? null : this.env.now() - this.lastRemoteActivityAt,
      failures: this.failures,
    };
  }

  /** Schedules the next poll no later than `delayMs` from now (but keeping the minimum gap unless `urgent`). */
  private pollSoon(requestedMs: number, urgent = false): void {
    if (this.stopped) return;
    const gapMs = urgent ? 0 : this.lastRequestAt + POLL.minGapMs - this.env.now();
    const delayMs = Math.max(requestedMs, gapMs, 0);
    if (this.inFlight) {
      if (delayMs <= nextPollDelay({ ...this.situation(), hasPendingUpdates: true })) this.pollAgain = true;
      return;
    }
    const dueAt = this.env.now() + delayMs;
    if (this.timer !== null && dueAt >= this.timerDueAt) return;
    if (this.timer !== null) this.env.clearTimeout(this.timer);
    this.timerDueAt = dueAt;
    this.timer = this.env.setTimeout(() => {
      this.timer = null;
      this.timerDueAt = Infinity;
      void this.poll();
    }, delayMs);
  }

  /** Takes as many pending updates as one request may carry, merged where that stays small. */
  private takeBatch(): Uint8Array[] | SyncError {
    const batch: Uint8Array[] = [];
    let bytes = 0;
    while (this.pending.length > 0 && batch.length < MAX_UPDATES_PER_REQUEST) {
      const next = this.pending[0]!;
      if (next.length > MAX_UPDATE_BYTES) return { code: "too_large", message: "" };
      if (bytes + next.length > MAX_REQUEST_UPDATE_BYTES) break;
      batch.push(this.pending.shift()!);
      bytes += next.length;
    }
    if (batch.length > 1) {
      const merged = Y.mergeUpdates(batch);
      if (merged.length <= MAX_UPDATE_BYTES) return [merged];
    }
    return batch;
  }

  private async poll(): Promise<void> {
    if (this.stopped) return;
    if (this.inFlight) {
      this.pollAgain = true;
      return;
    }
    const batch = this.takeBatch();
    if (!Array.isArray(batch)) {
      this.refuse({
        code: "too_large",
        message: "Die Änderung ist zu groß und wurde nicht gespeichert (höchstens 512 KB auf einmal). Bitte fügen Sie den Inhalt in kleineren Teilen ein.",
      });
      return;
    }
    const handshake = this.needHandshake;
    const presence = this.presenceDirty;
    const body: SyncRequestBody = {
      sessionId: this.sessionId,
      clientId: this.doc.clientID,
      cursor: this.cursor,
      stateVector: handshake ? bytesToBase64(Y.encodeStateVector(this.doc)) : null,
      updates: batch.map(bytesToBase64),
      awareness: presence ? bytesToBase64(encodeAwarenessUpdate(this.awareness, [this.doc.clientID])) : null,
    };
    this.inFlight = true;
    this.lastRequestAt = this.env.now();
    this.presenceDirty = false;
    // Cleared now, so a reason for another handshake that arises during the request is kept.
    this.needHandshake = false;
    this.stats.polls += 1;
    this.stats.bytesSent += JSON.stringify(body).length;
    let answer: TransportAnswer;
    try {
      answer = await this.transport.sync(body);
    } catch {
      answer = { status: 0, error: null };
    }
    this.inFlight = false;
    if (this.stopped) return;

    if (answer.status === 200 && "body" in answer) {
      this.stats.bytesReceived += JSON.stringify(answer.body).length;
      if (handshake) this.lastHandshakeAt = this.env.now();
      this.failures = 0;
      this.receive(answer.body, handshake);
    } else if (answer.status === 304) {
      this.stats.notModified += 1;
      this.failures = 0;
    } else if (REFUSAL_STATUSES.has(answer.status) && "error" in answer && answer.error) {
      this.refuse(answer.error);
      return;
    } else {
      // Network down or server trouble: keep everything for the next try and shake hands then,
      // since the failed request may or may not have been stored.
      this.stats.failures += 1;
      this.failures += 1;
      this.pending.unshift(...batch);
      this.presenceDirty ||= presence;
      this.needHandshake = true;
    }
    this.setStatus(this.failures > 0 ? "offline" : this.pending.length > 0 ? "saving" : "synced");
    // Every local edit was either in a request the server answered or is still pending; an offline
    // copy's content counts as confirmed once a handshake has sent what the server lacked.
    if (this.failures === 0 && this.pending.length === 0 && !this.needHandshake) this.setUnsaved(false);
    const again = this.pollAgain;
    this.pollAgain = false;
    this.pollSoon(again && this.failures === 0 ? 0 : nextPollDelay(this.situation()));
  }

  /**
   * Applies an answer. Only news counts as the others' activity (which makes the next polls fast):
   * the answer to a handshake carries the whole document and everybody's presence as they were,
   * and counting it kept an editor opened alone polling every 300 ms for ten seconds (issue 25).
   */
  private receive(body: SyncResponseBody, catchUp: boolean): void {
    this.cursor = body.cursor;
    if (body.readOnly !== this.readOnly) {
      this.readOnly = body.readOnly;
      this.emit("readOnly", [body.readOnly]);
    }
    this.catchingUp = catchUp;
    try {
      if (body.update) {
        if (!catchUp) this.lastRemoteActivityAt = this.env.now();
        try {
          Y.applyUpdate(this.doc, base64ToBytes(body.update), this);
        } catch {
          this.needHandshake = true;
        }
      }
      for (const awareness of body.awareness) {
        try {
          applyAwarenessUpdate(this.awareness, base64ToBytes(awareness), this);
        } catch {
          // A presence entry that does not decode only costs a caret; the text is unaffected.
        }
      }
    } finally {
      this.catchingUp = false;
    }
    if (body.stateVector) {
      const missing = Y.encodeStateAsUpdate(this.doc, base64ToBytes(body.stateVector));
      if (missing.length > 2) this.pending.unshift(missing);
    }
    if (body.resync) this.needHandshake = true;
    const store = this.doc.store as { pendingStructs: unknown; pendingDs: unknown };
    const waiting = store.pendingStructs !== null || store.pendingDs !== null;
    if (waiting && this.env.now() - this.lastHandshakeAt >= PENDING_RESYNC_MS) this.needHandshake = true;
  }

  private refuse(error: SyncError): void {
    this.stopped = true;
    this.setStatus("refused");
    this.emit("refused", [error]);
  }

  private setUnsaved(unsaved: boolean): void {
    if (this.unsaved === unsaved) return;
    this.unsaved = unsaved;
    this.emit("unsaved", [unsaved]);
  }

  private setStatus(status: SyncStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.emit("status", [status]);
  }

  /**
   * Tells the server this editor is gone (its caret disappears for the others), sending what is
   * still pending with it. The page may come back (back/forward cache): the next poll then
   * announces the presence again and shakes hands.
   */
  private leave(): void {
    if (this.stopped) return;
    this.awayState = this.awareness.getLocalState();
    // The goodbye carries the removal of this editor's presence, as destroy() sends it.
    removeAwarenessStates(this.awareness, [this.doc.clientID], "leave");
    this.sendLeave();
    this.needHandshake = true;
  }

  private comeBack(): void {
    if (this.stopped || this.awayState === null) return;
    this.awareness.setLocalState(this.awayState);
    this.awayState = null;
    this.pollSoon(0, true);
  }

  private sendLeave(): void {
    this.transport.leave({
      sessionId: this.sessionId,
      clientId: this.doc.clientID,
      cursor: this.cursor,
      updates: this.pending
        .filter((update) => update.length <= MAX_UPDATE_BYTES)
        .slice(0, MAX_UPDATES_PER_REQUEST)
        .map(bytesToBase64),
      awareness: bytesToBase64(encodeAwarenessUpdate(this.awareness, [this.doc.clientID])),
      leave: true,
    });
  }

  /** Stops polling and tells the others this editor is gone (their caret of it disappears). */
  override destroy(): void {
    if (this.timer !== null) this.env.clearTimeout(this.timer);
    const wasRunning = !this.stopped;
    this.stopped = true;
    for (const stop of this.unsubscribe) stop();
    this.doc.off("update", this.onDocUpdate);
    this.awareness.off("update", this.onAwarenessUpdate);
    this.awareness.off("change", this.onAwarenessChange);
    if (wasRunning) {
      removeAwarenessStates(this.awareness, [this.doc.clientID], "destroy");
      this.sendLeave();
    }
    this.awareness.destroy();
    super.destroy();
  }
}
