import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PANEL_IDS, closePanels, headerPanelsState } from './header-panels';

/**
 * Closes the open panel when the route changes, on Escape (giving focus back to the
 * panel's toggle), on a click outside the header and when focus moves out of it.
 */
export function usePanelDismiss(header: RefObject<HTMLElement | null>, mobile: boolean): void {
  const { pathname, search } = useLocation();
  useEffect(closePanels, [pathname, search, mobile]);

  useEffect(() => {
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && !header.current?.contains(target);

    const onKeyDown = (event: KeyboardEvent) => {
      const open = headerPanelsState.open;
      if (event.key !== 'Escape' || !open) return;
      closePanels();
      document.querySelector<HTMLElement>(`[aria-controls="${PANEL_IDS[open]}"]`)?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (headerPanelsState.open && isOutside(event.target)) closePanels();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (headerPanelsState.open && isOutside(event.target)) closePanels();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [header]);
}
