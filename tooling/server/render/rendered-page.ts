// What the render workers are asked and answer: the shape of the shell's server renderer's
// request and page (shell/src/server/render.tsx, built into shell/dist/server/render.js),
// restated here so the server's own code does not compile the shell's.
import { type Language, type RemoteName } from 'shared-contracts';

export interface PageRequest {
  url: string;
  language: Language;
  /** Render in the mobile layout (the visitor's, or a guess on a first visit). */
  mobile: boolean;
}

export interface RenderedPage {
  /** The app's markup, for the page's root element. */
  html: string;
  /** JSON data blocks: the page's server data and its render state. */
  blocks: string;
  state: { remote?: { name: RemoteName; rendered: boolean } };
}
