import { ROUTES, STUDIO } from 'shared-contracts';
import { type JsonLdNode, SCHEMA_ORG, onOrigin } from '../../shared/json-ld';

/**
 * The home page's structured data: the studio as a FurnitureStore (a LocalBusiness), with the
 * name, address, phone and e-mail the contact page shows. Its address is absolute on `origin`;
 * without one (a server not told the shop's public address) it is the home's path.
 */
export function studioStructuredData(origin: string | undefined): JsonLdNode {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'FurnitureStore',
    name: STUDIO.name,
    url: onOrigin(ROUTES.home, origin),
    address: {
      '@type': 'PostalAddress',
      streetAddress: STUDIO.street,
      postalCode: STUDIO.postCode,
      addressLocality: STUDIO.city,
      addressCountry: STUDIO.country,
    },
    telephone: STUDIO.phone.display,
    email: STUDIO.email,
  };
}
