import { schemaOrgProblems } from './schema-org-vocabulary';

// The check the structured-data tests rely on finds what is wrong, by the vocabulary.
describe('schemaOrgProblems', () => {
  it('passes a block schema.org describes', () => {
    const offer = { '@type': 'Offer', price: '10.00', availability: 'https://schema.org/InStock' };
    expect(
      schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'Product', name: 'A', offers: offer }),
    ).toEqual([]);
  });

  it('finds an unknown type, a property of another type, an invented one and a wrong kind of value', () => {
    expect(
      schemaOrgProblems({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'A',
        streetAddress: 'Calle 1',
        colour: 'red',
        offers: {
          '@type': 'PostalAddress',
          availability: 'https://schema.org/StrikethroughPrice',
        },
        brand: { '@type': 'Brandd' },
        sku: 12,
      }),
    ).toEqual([
      'Product.streetAddress: not a property of Product',
      'Product.colour: not a schema.org property',
      'Product.offers.availability: not a property of PostalAddress',
      'Product.offers.availability: StrikethroughPrice is not one of ItemAvailability',
      'Product.offers: a PostalAddress where Demand or Offer is expected',
      'Product.brand: Brandd is not a schema.org type',
      'Product.brand: a Brandd where Brand or Organization is expected',
      'Product.sku: a number where Text is expected',
    ]);
  });

  it('wants schema.org’s context', () => {
    expect(schemaOrgProblems({ '@context': 'https://example.org', '@type': 'Thing' })).toEqual([
      '@context is https://example.org, not https://schema.org',
    ]);
  });
});
