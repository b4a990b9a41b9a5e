import { type Language, type RemoteName } from 'shared-contracts';
import { type MountTable } from '../composition/route-ownership';
import { type ReleaseMap } from './remote-releases';

export { RENDER_STATE_ID } from '../composition/server-rendering';

/** How the server rendered a page: the browser hydrates with exactly this. */
export interface RenderState {
  /** The release map the page was rendered with (the browser registers these releases). */
  releases: ReleaseMap;
  language: Language;
  /** Whether the page was rendered in the mobile layout. */
  mobile: boolean;
  /** Which paths each release owns, as the server routed the page. */
  mounts: MountTable;
  /** The remote whose page this is, and whether the server rendered it (else the browser does). */
  remote?: { name: RemoteName; rendered: boolean };
  /** The shop's origin the page's absolute addresses were written with (canonical, sharing cards). */
  origin?: string;
  /** Where the page's address sends the visitor (/error for one that names nothing). */
  location?: string;
}
