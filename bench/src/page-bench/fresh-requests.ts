import { type Client, type Request } from 'autocannon';
import { languageCookie, type VisitSource } from './page-visits';

/** What autocannon 9's client offers (documented: `setRequests`, its 'request' event), left out of its type here. */
interface RequestsClient {
  setRequests(requests: Request[]): void;
  on(event: 'request', listener: () => void): void;
}

/**
 * An autocannon `setupClient` giving every connection a list of its own of visits never asked
 * for before, built once up front (autocannon encodes a `requests` list without a
 * `setupRequest` once, so a request costs the load generator no more than a fixed path).
 * `ranOut` counts connections that went through their whole list and began it again.
 */
export function freshRequests(source: VisitSource, perConnection: number) {
  let ranOut = 0;
  const setupClient = (client: Client) => {
    const requests: Request[] = Array.from({ length: perConnection }, () => {
      const visit = source.next();
      return { method: 'GET', path: visit.path, headers: languageCookie(visit.language) };
    });
    const connection = client as RequestsClient;
    connection.setRequests(requests);
    let sent = 0;
    connection.on('request', () => {
      sent += 1;
      if (sent === perConnection + 1) ranOut += 1;
    });
  };
  return { setupClient, ranOut: () => ranOut };
}
