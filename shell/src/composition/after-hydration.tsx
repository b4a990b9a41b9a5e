import { useEffect } from 'react';

/**
 * Runs `then` once the page's frame has hydrated (its first commit): what the shell held at
 * the server's values while hydrating (the layout) may take the browser's own from then on.
 */
export function AfterHydration({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}
