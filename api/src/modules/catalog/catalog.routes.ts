import { type FastifyInstance } from 'fastify';
import {
  getCollectionCall,
  getProductCall,
  getSalesCall,
  getTypeProductsCall,
  searchProductsCall,
} from 'shared-contracts';
import { z } from 'zod';
import { jsonSchemaSerializerCompiler } from '../../http/json-serializer';
import { serveCall } from '../../http/serve-call';
import { CACHE_CONTROL } from './catalog-answers';
import { encodedListing, encodeListingInfo, encodeSearchInfo } from './listing-encoding';
import { type Catalog } from './catalog.module';

/** A revalidation that found the browser's copy current: no body. */
const NotModified = z.null().describe('Not Modified: the copy named by If-None-Match is current');

/**
 * Public catalogue reads (docs/spec.md §7 Catalogue). `id_user` is accepted and not needed.
 * Answers are kept in memory until a change makes them wrong (catalog-answers.ts) and carry
 * an ETag; a browser's If-None-Match that names the current one gets a 304.
 */
export async function catalogRoutes(
  app: FastifyInstance,
  { catalog: { service, answers } }: { catalog: Catalog },
): Promise<void> {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<number, unknown> | undefined;
    if (response) response[304] = NotModified;
  });
  app.addHook('onRequest', answers.serveKept);
  app.setSerializerCompiler(jsonSchemaSerializerCompiler);
  const { showsStock, structure } = CACHE_CONTROL;
  serveCall(app, getTypeProductsCall, {}, (request, reply) =>
    answers.answerEncoded(request, reply, showsStock, async () =>
      encodedListing(await service.typeProducts(request.params.name, request.query), encodeListingInfo),
    ),
  );
  serveCall(app, getCollectionCall, {}, (request, reply) =>
    answers.answer(request, reply, structure, () =>
      service.collection(request.params.name, request.query.language),
    ),
  );
  serveCall(app, getProductCall, {}, (request, reply) =>
    answers.answer(request, reply, showsStock, () =>
      service.product(request.params.id, request.query.language),
    ),
  );
  serveCall(app, searchProductsCall, {}, (request, reply) =>
    answers.answerEncoded(request, reply, showsStock, async () =>
      encodedListing(await service.search(request.query), encodeSearchInfo),
    ),
  );
  serveCall(app, getSalesCall, {}, (request, reply) =>
    answers.answerEncoded(request, reply, showsStock, async () =>
      encodedListing(await service.sales(request.query), encodeSearchInfo),
    ),
  );
}
