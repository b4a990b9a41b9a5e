// What the shop's server asks the shell's server renderer (shell/src/server/render.tsx, run in
// the render workers) and what it answers: one shape for both, so the server's own code does not
// compile the shell's.
import { type Language } from '../i18n/languages';
import { type RemoteName } from '../routes/remote-mounts';

export interface PageRequest {
  /** Path and query, as asked. */
  url: string;
  /**
   * The shop's origin for the absolute addresses a page names (canonical, sharing cards): the
   * configured public address, else the one the visitor reached; none for a Host that is no host.
   */
  publicOrigin?: string | undefined;
  language: Language;
  /** Render in the mobile layout (the visitor's, or the server's guess on a first visit). */
  mobile: boolean;
}

/** What the server needs to know of how a page was rendered. */
export interface RenderedPageState {
  /** The remote whose page this is, and whether the server rendered it (else the browser does). */
  remote?: { name: RemoteName; rendered: boolean };
}

export interface RenderedPage<State extends RenderedPageState = RenderedPageState> {
  /** The page's own head elements (hoisted by React): title, description, canonical, sharing cards. */
  head: string;
  /** The app's markup, for the page's root element. */
  html: string;
  /** JSON data blocks: the page's server data and its render state. */
  blocks: string;
  state: State;
  /** The page's HTTP status: 404 for an address that names nothing. */
  status: 200 | 404;
}
