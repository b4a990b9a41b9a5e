import { createHash } from 'node:crypto';
import { type FastifyInstance, type LightMyRequestResponse } from 'fastify';

// Reading the 3-D Secure frames' pages in API tests: post a form as a browser does, then read
// the page's form, fields, message and policy.

/** POSTs a form as a browser's frame does (application/x-www-form-urlencoded). */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The form with this id: where it posts and its named fields. */
export function formOf(
  page: string,
  id: string,
): { action: string; fields: Record<string, string> } | undefined {
  const form = new RegExp(
    `<form\\s+id="${id}"\\s+method="post"\\s+action="([^"]*)"[^>]*>([\\s\\S]*?)</form>`,
  ).exec(page);
  if (!form) return undefined;
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input\s[^>]*name="([^"]+)"(?:[^>]*value="([^"]*)")?/g))
    fields[input[1] ?? ''] = unescapeHtml(input[2] ?? '');
  return { action: unescapeHtml(form[1] ?? ''), fields };
}

/** The message a notification page posts to the shop's window. */
export function frameMessageOf(page: string): unknown {
  const match = /<main data-message="([^"]*)"/.exec(page);
  return match ? (JSON.parse(unescapeHtml(match[1] ?? '')) as unknown) : undefined;
}

/** The page's inline scripts, each as its CSP hash source. */
export function scriptHashesOf(page: string): string[] {
  return [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** One directive of a Content-Security-Policy header, as its sources. */
export function directiveOf(policy: unknown, name: string): string[] | undefined {
  const directive = String(policy)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive?.slice(1);
}
