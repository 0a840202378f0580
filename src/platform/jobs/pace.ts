/**
 * Whether one more unit of work (a delivery, a PDF) still fits before a beat's deadline (ADR 204):
 * there must be room for the longest unit seen so far, with half again as a margin, and never less
 * than `minimumMs`. Under load a PDF took 3-4 s instead of 0.3 s; a fixed margin overran the beat.
 */
export class Pace {
  private longestMs = 0;
  private readonly deadline: number | undefined;
  private readonly minimumMs: number;

  constructor(deadline: number | undefined, minimumMs: number) {
    this.deadline = deadline;
    this.minimumMs = minimumMs;
  }

  fits(): boolean {
    if (this.deadline === undefined) return true;
    return this.deadline - Date.now() >= Math.max(this.minimumMs, this.longestMs * 1.5);
  }

  async time<T>(work: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      return await work();
    } finally {
      this.longestMs = Math.max(this.longestMs, Date.now() - started);
    }
  }
}
