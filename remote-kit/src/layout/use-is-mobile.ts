import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from 'shared-contracts';
import { useBusState } from '../bus/use-bus-state';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribeToMedia(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function mediaMatches(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/**
 * True in the mobile layout. The shell's 'layout.mobile' topic decides; the media query
 * stands in only when no shell publishes it (the standalone harness).
 */
export function useIsMobile(): boolean {
  const fromBus = useBusState('layout.mobile');
  const fromMedia = useSyncExternalStore(subscribeToMedia, mediaMatches, () => false);
  return fromBus ?? fromMedia;
}
