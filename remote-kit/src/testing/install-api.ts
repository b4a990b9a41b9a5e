import { type Bus, type HttpClient, getBus } from 'shared-contracts';
import { setApiClient } from '../http/api-client';
import { type FakeApi } from './fake-api';

/**
 * Makes a fake API (its client on the bus) or any client this bundle's API client, for
 * stores and services tested without a render; undefined goes back to the page's client.
 */
export function installApi(api: FakeApi | HttpClient | undefined, bus: Bus = getBus()): void {
  setApiClient(api && 'on' in api ? api.client(bus) : api);
}
