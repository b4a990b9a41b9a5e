import { LANGUAGE_COOKIE, type Language } from 'shared-contracts';

/** One page as a visitor asks for it: its path and query, and the language its cookie names. */
export interface PageVisit {
  path: string;
  language: Language;
}

export const languageCookie = (language: Language) => ({ cookie: `${LANGUAGE_COOKIE}=${language}` });

/**
 * The visits of an uncached target, each handed out once, in a fixed order. A finite list
 * that runs out starts again, and counts the visits it hands out a second time.
 */
export class VisitSource {
  private handedOut = 0;

  constructor(
    private readonly visitAt: (index: number) => PageVisit,
    private readonly length = Number.POSITIVE_INFINITY,
  ) {}

  static of(visits: readonly PageVisit[]): VisitSource {
    if (visits.length === 0) throw new Error('a visit source needs visits');
    return new VisitSource((index) => visits[index]!, visits.length);
  }

  next(): PageVisit {
    return this.visitAt(this.handedOut++ % this.length);
  }

  /** Visits handed out again after the list ran out. */
  get repeated(): number {
    return Math.max(0, this.handedOut - this.length);
  }
}
