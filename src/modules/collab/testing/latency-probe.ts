/**
 * Measures keystroke-to-appearance time in the sync benchmark: every typed character's Yjs id is
 * stamped with the time it was typed, and each receiving document reports when a struct carrying
 * that id first arrives from its provider.
 */
import * as Y from "yjs";

export class LatencyProbe {
  readonly samples: number[] = [];
  private readonly typedAt = new Map<string, number>();
  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  typed(client: number, clock: number): void {
    this.typedAt.set(`${client}:${clock}`, this.now());
  }

  /** Starts watching updates that reach `doc` from `origin` (its sync provider). */
  watch(doc: Y.Doc, origin: unknown): void {
    const seen = new Set<string>();
    doc.on("update", (update: Uint8Array, updateOrigin: unknown) => {
      if (updateOrigin !== origin) return;
      const arrived = this.now();
      for (const struct of Y.decodeUpdate(update).structs) {
        if (!(struct instanceof Y.Item)) continue;
        for (let clock = struct.id.clock; clock < struct.id.clock + struct.length; clock += 1) {
          const key = `${struct.id.client}:${clock}`;
          const typedAt = this.typedAt.get(key);
          if (typedAt === undefined || seen.has(key)) continue;
          seen.add(key);
          this.samples.push(arrived - typedAt);
        }
      }
    });
  }
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
