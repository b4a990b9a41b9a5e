import { type Page } from 'playwright-core';

/** What React keeps on the page's root container: the root's committed state. */
interface RootContainerFiber {
  stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } };
}

/**
 * Waits until React has hydrated the element `selector` finds and committed the page's
 * hydration: a server-rendered page shows its content before its scripts run, and what a
 * visitor presses before hydration does nothing. React keeps its fiber on each DOM node it
 * hydrates, but the shell hydrates in a transition (in slices), so a node may have its fiber
 * before the commit that runs the frame's effects (the router's history listener among them):
 * the root's committed state says when hydration is done.
 */
export async function waitUntilHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    if (!element || !Object.keys(element).some((key) => key.startsWith('__reactFiber$'))) return false;
    const container = document.getElementById('root');
    const rootKey = container && Object.keys(container).find((key) => key.startsWith('__reactContainer$'));
    if (!container || !rootKey) return false;
    const root = (container as unknown as Record<string, RootContainerFiber>)[rootKey];
    return root?.stateNode?.current?.memoizedState?.isDehydrated === false;
  }, selector);
}
