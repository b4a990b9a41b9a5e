/** A controllable window.matchMedia for tests: `setWidth` moves the viewport. */
export function mockMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const queries: Array<{ maxWidth: number; listeners: Set<() => void>; list: MediaQueryList }> = [];

  const matchMedia = (media: string): MediaQueryList => {
    const maxWidth = Number(/max-width:\s*(\d+)px/.exec(media)?.[1] ?? Infinity);
    const listeners = new Set<() => void>();
    const list = {
      media,
      get matches() {
        return width <= maxWidth;
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    queries.push({ maxWidth, listeners, list });
    return list;
  };

  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });

  return {
    setWidth(next: number) {
      const before = queries.map((query) => query.list.matches);
      width = next;
      queries.forEach((query, i) => {
        if (query.list.matches !== before[i]) query.listeners.forEach((listener) => listener());
      });
    },
  };
}
