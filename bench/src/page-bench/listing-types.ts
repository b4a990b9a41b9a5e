import { CATALOGUE } from 'api/catalogue';
import { type ListingType } from './crawler-visits';

/** Every product type of the catalogue, with its listing's page count as the running API answers it. */
export async function listingTypes(baseUrl: string): Promise<ListingType[]> {
  const slugs = CATALOGUE.flatMap((collection) => collection.types.map((type) => type.slug));
  return Promise.all(
    slugs.map(async (slug) => {
      const response = await fetch(`${baseUrl}/api/type_products/${slug}?language=es`);
      if (!response.ok) throw new Error(`the listing of ${slug} answered ${response.status}`);
      const answer = (await response.json()) as { info: { n_pages: number } };
      return { slug, pages: answer.info.n_pages };
    }),
  );
}
