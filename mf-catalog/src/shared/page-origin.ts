import { useBrowserValue } from 'remote-kit';

const browserOrigin = () => location.origin;

/**
 * The page's origin ('https://shop.example') in the browser; undefined on the server and while
 * the page hydrates, as the server's render has no window and is not told the shop's public
 * address: what it writes with it stays a path there, and becomes absolute from the render after.
 */
export function usePageOrigin(): string | undefined {
  return useBrowserValue(browserOrigin, undefined);
}

/** A path of the shop (or an image's) as an absolute URL on `origin`; the path itself without one. */
export function onOrigin(path: string, origin: string | undefined): string {
  return origin ? new URL(path, origin).href : path;
}
