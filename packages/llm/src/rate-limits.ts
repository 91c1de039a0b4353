/** Remembers which models answered 429 and until when they are skipped (5 minutes). */
export class RateLimitTracker {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly skipMs: number,
    private readonly now: () => number,
  ) {}

  mark(model: string): number {
    const until = this.now() + this.skipMs;
    this.until.set(model, until);
    return until;
  }

  /** The time the skip ends, or undefined when the model may be called. */
  limitedUntil(model: string): number | undefined {
    const until = this.until.get(model);
    if (until === undefined) return undefined;
    if (this.now() >= until) {
      this.until.delete(model);
      return undefined;
    }
    return until;
  }
}
