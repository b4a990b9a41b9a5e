import { createHash } from 'node:crypto';
import { type FastifyReply } from 'fastify';
import { FRAME_TEXTS, frameText } from './frame-texts';
import { type ShopLanguage } from './payment-gateway';

// The HTML pages that load in the 3-D Secure frames (the shop's notification pages and the
// sandbox's issuer pages): server-rendered, small, in the shop's colours (shell/src/styles/
// tokens.css), each with a strict Content-Security-Policy of its own. Their scripts and
// style are fixed texts allowed by hash, so nothing else can run in them (no third-party
// script, no injected one); they post forms to this origin only and may be framed by the
// shop's own pages only.

/** Text already safe to put in HTML. */
export class SafeHtml {
  constructor(readonly text: string) {}
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function rendered(value: unknown): string {
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(rendered).join('');
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * A template whose values are escaped, unless they are SafeHtml (nested templates). Not named
 * `html`: Prettier would reformat such templates as HTML, scripts included, and break their hashes.
 */
export function markup(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(
    strings.reduce(
      (out, text, index) => out + text + (index < values.length ? rendered(values[index]) : ''),
      '',
    ),
  );
}

// Tokens of shell/src/styles/tokens.css, written out: a frame's page cannot read the
// shell's CSS variables.
const STYLE = [
  '*{box-sizing:border-box}',
  "body{margin:0;background:#faf7f2;color:#2b2622;font:15px/1.5 'Helvetica Neue',Arial,'Liberation Sans',sans-serif}",
  'main{max-width:560px;margin:0 auto;padding:20px 24px}',
  '.issuer{margin:0 0 8px;color:#6b6259;font-size:12px;letter-spacing:.08em;text-transform:uppercase}',
  "h1{margin:0 0 12px;font:500 26px/1.2 'Cormorant Garamond',Georgia,'DejaVu Serif','Times New Roman',serif}",
  'p{margin:0 0 10px}',
  'form{margin:0 0 12px}',
  '.note{color:#6b6259;font-size:13px}',
  '.passed{color:#2e6b34}',
  '.failed{color:#b3261e}',
  'label{display:block;margin:14px 0 6px;font-weight:600}',
  'input{width:100%;max-width:240px;padding:10px 12px;border:1px solid #e3dcd2;border-radius:4px;background:#fff;color:inherit;font:inherit;letter-spacing:.2em}',
  'button{display:block;margin-top:14px;padding:10px 24px;border:0;border-radius:4px;background:#2f2a24;color:#fff;font:inherit;cursor:pointer}',
  'input:focus-visible,button:focus-visible{outline:3px solid #b8860b;outline-offset:2px}',
].join('');

/** The only scripts these pages run, each a fixed text allowed by its hash. */
export const FRAME_SCRIPTS = {
  /** Posts the page's form (id `continue`) at once: a frame handing its message on. */
  autoSubmit: "document.getElementById('continue').submit();",
  /** Tells the window holding the frame, on the shop's own origin only (frame-messages.ts in shared-contracts). */
  notifyParent:
    "window.parent.postMessage(JSON.parse(document.querySelector('main').dataset.message), window.location.origin);",
  /** The challenge gives up when its time is over: the form goes with no code, which fails. */
  challengeTimer:
    "var form = document.getElementById('challenge');" +
    "setTimeout(function () { form.elements.namedItem('code').value = ''; form.submit(); }, Number(form.dataset.remainingMs));",
} as const;
export type FrameScript = keyof typeof FRAME_SCRIPTS;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const STYLE_HASH = sha256(STYLE);
const SCRIPT_HASHES = Object.fromEntries(
  Object.entries(FRAME_SCRIPTS).map(([name, text]) => [name, sha256(text)]),
) as Record<FrameScript, string>;

/** The page's policy: nothing loads or runs but its own style and scripts; forms post here; the shop alone may frame it. */
export function framePagePolicy(scripts: readonly FrameScript[]): string {
  return [
    "default-src 'none'",
    `script-src ${scripts.length > 0 ? scripts.map((name) => SCRIPT_HASHES[name]).join(' ') : "'none'"}`,
    `style-src ${STYLE_HASH}`,
    "form-action 'self'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
}

export interface FramePage {
  language: ShopLanguage;
  title: string;
  body: SafeHtml;
  scripts?: readonly FrameScript[];
  status?: number;
}

export function renderFramePage({ language, title, body, scripts = [] }: FramePage): string {
  const tail = scripts.map((name) => markup`<script>${new SafeHtml(FRAME_SCRIPTS[name])}</script>\n`);
  return markup`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
${body}
${tail}</body>
</html>
`.text;
}

/**
 * Answers a frame page with its own policy, never cached. Unlike the shop's other pages
 * (frame-ancestors 'none'), it may be framed: by the shop's own pages only, the checkout
 * being on this origin in every deployment (the cart remote's code runs in the shell's page).
 */
export function sendFramePage(reply: FastifyReply, page: FramePage): FastifyReply {
  return reply
    .code(page.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', framePagePolicy(page.scripts ?? []))
    .header('x-frame-options', 'SAMEORIGIN')
    .send(renderFramePage(page));
}

/** The page a frame shows for a message it cannot read: nothing happens, the shop's own timeout takes over. */
export function invalidFramePage(language: ShopLanguage, status = 400): FramePage {
  const title = frameText(FRAME_TEXTS, 'invalid_title', language);
  return {
    language,
    status,
    title,
    body: markup`<main>
      <h1>${title}</h1>
      <p>${frameText(FRAME_TEXTS, 'invalid_body', language)}</p>
    </main>`,
  };
}
