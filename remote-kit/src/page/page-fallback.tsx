/**
 * Holds the page's place while a page's code arrives, so the footer does not jump up.
 * An inline style, not a CSS Module: the routes module then needs no stylesheet of its own.
 */
export function PageFallback() {
  return <div style={{ minHeight: '70vh' }} aria-busy="true" />;
}
