/**
 * A page as the server sends it, once the server renders it: the first pages after a shop
 * starts, or after its registry changes, come while a generation of render workers starts,
 * and are sent for the browser to render. Waits (up to `timeoutMs`) for one rendered on the
 * server, and gives the last answer either way.
 */
export async function serverRenderedPage(
  url: string,
  headers: Record<string, string> = {},
  { timeoutMs = 30_000, remoteRendered = false }: { timeoutMs?: number; remoteRendered?: boolean } = {},
): Promise<{ status: number; html: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url, { headers });
    const html = await response.text();
    // With `remoteRendered`, the page's remote too (its code loaded in the workers).
    const rendered = remoteRendered ? html.includes('"rendered":true') : html.includes('id="shop-render"');
    if (rendered || Date.now() > deadline) return { status: response.status, html };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
