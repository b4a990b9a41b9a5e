import 'remote-kit/chunk-retry';
import { configureApiClient } from 'remote-kit';
import { type RemoteServiceContext, getBus } from 'shared-contracts';
import { endStaffSessionsOnSignOut } from '../shared/staff/staff-logout';

/**
 * Headless part of mf-backoffice, started by the shell at boot on every page: wires the kit
 * (the API base this bundle's client calls) and ends a staff session on the server when the
 * shell signs the staff member out. It must stay small: this chunk loads on every page.
 */
export function start(context: RemoteServiceContext): () => void {
  configureApiClient(context.apiBaseUrl);
  return endStaffSessionsOnSignOut(getBus(), context.apiBaseUrl);
}
