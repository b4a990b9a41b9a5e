import { type Bus, MOBILE_BREAKPOINT_PX } from 'shared-contracts';
import { writeLayoutCookie } from './layout-cookie';

/** The mobile layout applies at 1000 px wide or less (docs/spec.md §1). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * Publishes 'layout.mobile' now and whenever the viewport crosses the breakpoint, so the
 * frame and every remote switch layout together. Returns a function that stops watching.
 */
export function startLayout(bus: Bus, view: Pick<Window, 'matchMedia'> = window): () => void {
  if (typeof view.matchMedia !== 'function') {
    bus.publish('layout.mobile', false);
    return () => undefined;
  }
  const query = view.matchMedia(MOBILE_MEDIA_QUERY);
  const publish = () => {
    bus.publish('layout.mobile', query.matches);
    writeLayoutCookie(query.matches);
  };
  publish();
  query.addEventListener('change', publish);
  return () => query.removeEventListener('change', publish);
}
