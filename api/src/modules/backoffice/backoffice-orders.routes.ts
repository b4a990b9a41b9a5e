import { type FastifyInstance } from 'fastify';
import { changeOrderStatusCall, getBackofficeOrderCall, getBackofficeOrdersCall } from 'shared-contracts';
import { serveCall } from '../../http/serve-call';
import { type StaffAuth } from '../../plugins/auth';
import { type BackofficeOrdersService } from './backoffice-orders.service';

/** docs/spec.md §7 Back office, orders: the list, one order, its status (staff Bearer, own user_id). */
export async function backofficeOrderRoutes(
  app: FastifyInstance,
  { orders, auth }: { orders: BackofficeOrdersService; auth: StaffAuth },
): Promise<void> {
  const guarded = { guard: auth.onRequest };

  serveCall(app, getBackofficeOrdersCall, guarded, async (request) => {
    await auth.ownUserId(request, request.query.user_id);
    const { page, status, search } = request.query;
    return orders.list({ status, search: search || undefined }, page);
  });

  serveCall(app, getBackofficeOrderCall, guarded, async (request) => {
    await auth.ownUserId(request, request.query.user_id);
    return orders.detail(request.params.orderCode, request.query.language);
  });

  serveCall(app, changeOrderStatusCall, guarded, async (request) => {
    const staffId = await auth.ownUserId(request, request.body.user_id);
    await orders.changeStatus(request.params.code, request.body.order_status, staffId);
    return { status: 'success' as const };
  });
}
