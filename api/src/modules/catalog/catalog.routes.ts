import { type FastifyInstance } from 'fastify';
import {
  getCollectionCall,
  getProductCall,
  getSalesCall,
  getTypeProductsCall,
  searchProductsCall,
} from 'shared-contracts';
import { serveCall } from '../../http/serve-call';
import { type CatalogService } from './catalog.service';

/** Public catalogue reads (SPEC.md §7 Catalogue). `id_user` is accepted and not needed. */
export async function catalogRoutes(
  app: FastifyInstance,
  { catalog }: { catalog: CatalogService },
): Promise<void> {
  serveCall(app, getTypeProductsCall, {}, (request) =>
    catalog.typeProducts(request.params.name, request.query),
  );
  serveCall(app, getCollectionCall, {}, (request) =>
    catalog.collection(request.params.name, request.query.language),
  );
  serveCall(app, getProductCall, {}, (request) => catalog.product(request.params.id, request.query.language));
  serveCall(app, searchProductsCall, {}, (request) => catalog.search(request.query));
  serveCall(app, getSalesCall, {}, (request) => catalog.sales(request.query));
}
