import { Navigate, useParams } from 'react-router-dom';
import { ROUTES, TypeProductsParamsSchema } from 'shared-contracts';
import { apiClient } from 'remote-kit';
import { BrowseLayout, useBrowse } from '../browse';
import { ListingHero } from './components/listing-hero';
import { ListingHead } from './listing-head';
import { typeProductsQuery } from './type-products-query';

function ListingView({ name }: { name: string }) {
  const view = useBrowse((request) => typeProductsQuery(apiClient(), name, request));
  if (view.status === 'not-found') return <Navigate to={ROUTES.error} replace />;
  return (
    <>
      <ListingHead name={name} query={view.query} info={view.info} />
      <BrowseLayout view={view} hero={<ListingHero info={view.info} />} />
    </>
  );
}

/**
 * /type_products/{name}: a category listing. A missing or unknown name goes to /error, and
 * so does one the API refuses outright (too long to name any category).
 */
export default function ListingPage() {
  const { name } = useParams();
  if (!name || !TypeProductsParamsSchema.safeParse({ name }).success) {
    return <Navigate to={ROUTES.error} replace />;
  }
  return <ListingView key={name} name={name} />;
}
