/**
 * How long an image may take before the page stops waiting for it. One still loading then
 * keeps its line (the browser goes on loading it): only an image that failed drops one.
 */
export const IMAGE_PRELOAD_TIMEOUT_MS = 8000;

/** Loads an image ahead of showing it: true once loaded (or still on its way at the timeout), false if it failed. */
export function preloadImage(url: string, timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => settle(true), timeoutMs);
    function settle(loaded: boolean) {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(loaded);
    }
    image.onload = () => settle(true);
    image.onerror = () => settle(false);
    image.src = url;
  });
}

export type ImagePreloader = (url: string) => Promise<boolean>;

/**
 * The lines whose image loads, in their order (docs/spec.md §7: product images are preloaded and
 * a product whose image fails to load is dropped from the detail). Each image is asked once.
 */
export async function linesWithImages<Line extends { image: string }>(
  lines: readonly Line[],
  preload: ImagePreloader = preloadImage,
): Promise<Line[]> {
  const urls = [...new Set(lines.map((line) => line.image))];
  const loaded = new Map(await Promise.all(urls.map(async (url) => [url, await preload(url)] as const)));
  return lines.filter((line) => loaded.get(line.image));
}
