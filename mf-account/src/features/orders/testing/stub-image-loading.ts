// Tests only: jsdom never loads an image, so neither load nor error ever fires. This stands
// in for the browser's Image: every image loads at once, except those listed.

interface ImageOutcomes {
  /** Images whose load fails (onerror). */
  failing?: readonly string[];
  /** Images that never answer. */
  pending?: readonly string[];
}

/** Replaces `window.Image` until the returned function is called. */
export function stubImageLoading({ failing = [], pending = [] }: ImageOutcomes = {}): () => void {
  const original = window.Image;
  class StubImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private source = '';
    get src() {
      return this.source;
    }
    set src(url: string) {
      this.source = url;
      if (pending.includes(url)) return;
      queueMicrotask(() => (failing.includes(url) ? this.onerror?.() : this.onload?.()));
    }
  }
  window.Image = StubImage as unknown as typeof Image;
  return () => {
    window.Image = original;
  };
}
