// What the render workers are asked and answer: the shape of the shell's server renderer's
// request and page (shell/src/server/render.tsx, built into shell/dist/server/render.js),
// restated here so the server's own code does not compile the shell's.
import { type Language, type RemoteName } from 'shared-contracts';

export interface PageRequest {
  url: string;
  /** The shop's origin as the visitor reached it, for the absolute addresses a page names. */
  publicOrigin: string;
  language: Language;
  /** Render in the mobile layout (the visitor's, or a guess on a first visit). */
  mobile: boolean;
}

export interface RenderedPage {
  /** The page's own head elements: title, description, canonical address, sharing cards. */
  head: string;
  /** The app's markup, for the page's root element. */
  html: string;
  /** JSON data blocks: the page's server data and its render state. */
  blocks: string;
  state: { remote?: { name: RemoteName; rendered: boolean } };
  /** The page's HTTP status: 404 for an address that names nothing. */
  status: 200 | 404;
}
