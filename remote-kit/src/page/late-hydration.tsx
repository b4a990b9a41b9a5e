import { type ReactNode, Suspense, use } from 'react';
import { useHydrating } from './use-hydrating';

let idle: Promise<void> | undefined;

/**
 * Set on the page by the shell before it hydrates server markup: every bundle's copy of the kit
 * reads it, and nothing else (a server render, a page the browser renders alone) waits.
 */
const PAGE_HYDRATING = '__shopPageHydrating__';

/** The shell: this page hydrates what the server sent. */
export function markPageHydrating(): void {
  (globalThis as Record<string, unknown>)[PAGE_HYDRATING] = true;
}

const pageHydrating = () => (globalThis as Record<string, unknown>)[PAGE_HYDRATING] === true;

/** Settles when the browser is next idle (or after 200 ms where it cannot say): once per page. */
function browserIdle(): Promise<void> {
  idle ??= new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
  return idle;
}

function WaitForIdle({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  // Only while the browser hydrates server markup: the server renders at once, and so does a
  // page the browser renders alone.
  if (hydrating && pageHydrating()) use(browserIdle());
  return children;
}

/**
 * A part of a server-rendered page that needs no script to be read (below the fold, or with
 * plain links only): its markup shows at once, and React hydrates it when the browser is idle,
 * after the parts a visitor acts on first. Its content must not read state that changes right
 * after hydration (the visitor's session, cart, layout): an update would reach it unhydrated.
 */
export function LateHydration({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForIdle>{children}</WaitForIdle>
    </Suspense>
  );
}

/** Tests: forget the idle moment already seen and the page's hydration, as a new page would. */
export function resetLateHydration(): void {
  idle = undefined;
  delete (globalThis as Record<string, unknown>)[PAGE_HYDRATING];
}
