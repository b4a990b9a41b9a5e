import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps --shop-header-height equal to the fixed header's real height, so the content
 * below is offset by exactly that much (SPEC.md §1) whatever the banner or the fonts do.
 * scroll-padding keeps anchors and keyboard focus from landing under the header.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const apply = () => {
      root.style.setProperty(
        '--shop-header-height',
        `${Math.ceil(element.getBoundingClientRect().height)}px`,
      );
    };
    apply();
    root.style.scrollPaddingTop = 'var(--shop-header-height)';
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
}
