import { TailoringSession, type TailoringMatcher } from '@tailor/resume-core';

/** About 35 MB of indexed texts (~0.7 KB each): the recent people of a busy worker fit. */
const DEFAULT_MAX_SIZE = 50_000;

/**
 * One tailoring session per person, kept by this worker between that person's generations: their
 * indexed experiences (the costliest part of scoring, ~100 ms for a hundred resumes) are reused
 * while unchanged. A session only ever serves the person it was made for. The least recently used
 * are dropped once all of them together hold more than `maxSize` texts, probes and skill forms; a
 * session that alone holds more is started afresh.
 */
export class PersonSessions {
  // Map order is recency: a session is moved to the end whenever it is handed out.
  private readonly byPerson = new Map<string, TailoringSession>();

  constructor(
    private readonly matcher: TailoringMatcher,
    private readonly maxSize = DEFAULT_MAX_SIZE,
  ) {}

  for(userId: string): TailoringSession {
    let session = this.byPerson.get(userId);
    this.byPerson.delete(userId);
    if (session === undefined || session.size > this.maxSize) session = new TailoringSession(this.matcher);
    let total = session.size;
    for (const other of this.byPerson.values()) total += other.size;
    for (const [person, other] of this.byPerson) {
      if (total <= this.maxSize) break;
      this.byPerson.delete(person);
      total -= other.size;
    }
    this.byPerson.set(userId, session);
    return session;
  }

  get people(): number {
    return this.byPerson.size;
  }
}
