import { type FastifyInstance } from 'fastify';
import {
  applyBulkPriceChangeCall,
  editProductPriceCall,
  exportPricesCall,
  getPriceCategoriesCall,
  getPricedProductCall,
  getPriceHistoryCall,
  getPriceListCall,
  previewBulkPriceChangeCall,
} from 'shared-contracts';
import { serveCall, serveStreamCall } from '../../../http/serve-call';
import { type StaffAuth } from '../../../plugins/auth';
import { exportFileName, priceExport } from './price-export';
import { type PricesRepository } from './prices.repository';
import { type PricesService } from './prices.service';

export interface PricesRoutesOptions {
  prices: PricesService;
  repository: PricesRepository;
  auth: StaffAuth;
  now: () => Date;
}

/** The back office's prices screen (issue 28): staff Bearer, own user_id, as every back-office call. */
export async function backofficePriceRoutes(
  app: FastifyInstance,
  { prices, repository, auth, now }: PricesRoutesOptions,
): Promise<void> {
  const guarded = { guard: auth.onRequest };

  serveCall(app, getPriceListCall, guarded, async (request) => {
    const { user_id: userId, page, sort, dir, language, ...filter } = request.query;
    await auth.ownUserId(request, userId);
    return prices.list(filter, { sort, dir, language }, page);
  });

  serveCall(app, getPriceCategoriesCall, guarded, async (request) => {
    await auth.ownUserId(request, request.query.user_id);
    return prices.categories();
  });

  serveStreamCall(app, exportPricesCall, guarded, async (request, reply) => {
    const { user_id: userId, sort, dir, language, ...filter } = request.query;
    await auth.ownUserId(request, userId);
    reply.header('content-disposition', `attachment; filename="${exportFileName(language, now())}"`);
    reply.header('cache-control', 'no-store');
    return priceExport(repository, filter, { sort, dir, language });
  });

  serveCall(app, getPricedProductCall, guarded, async (request) => {
    await auth.ownUserId(request, request.query.user_id);
    return prices.product(request.params.id);
  });

  serveCall(app, editProductPriceCall, guarded, async (request) => {
    const { user_id: userId, version, price, discount, stock_delta: stockDelta } = request.body;
    const staffId = await auth.ownUserId(request, userId);
    const data = await prices.edit(request.params.id, { version, price, discount, stockDelta }, staffId);
    return { status: 'success' as const, data };
  });

  serveCall(app, getPriceHistoryCall, guarded, async (request) => {
    await auth.ownUserId(request, request.query.user_id);
    return prices.history(request.params.id, request.query.page);
  });

  serveCall(app, previewBulkPriceChangeCall, guarded, async (request) => {
    const { user_id: userId, selection, change, language } = request.body;
    await auth.ownUserId(request, userId);
    return prices.previewBulk(selection, change, language);
  });

  serveCall(app, applyBulkPriceChangeCall, guarded, async (request) => {
    const { user_id: userId, selection, change, expected_count: expectedCount } = request.body;
    const staffId = await auth.ownUserId(request, userId);
    return prices.applyBulk(selection, change, expectedCount, staffId);
  });
}
