import { type RefObject, useLayoutEffect } from 'react';

const PROPERTY = '--shop-header-height';

/**
 * Keeps --shop-header-height equal to the fixed header's real height, so the content below
 * is offset by exactly that much (docs/spec.md §1) whatever the banner or the fonts do.
 *
 * The height is read from a ResizeObserver, which reports after the browser's own layout and
 * before it paints, instead of forcing a layout during React's commit. It is written only
 * when it differs from the value in force: tokens.css holds the storefront header's height,
 * so on a storefront page nothing is written and the page is not laid out a second time
 * before its first paint.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      const height = `${Math.ceil(box ? box.blockSize : element.getBoundingClientRect().height)}px`;
      if (getComputedStyle(root).getPropertyValue(PROPERTY).trim() !== height)
        root.style.setProperty(PROPERTY, height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
}
