import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AppConfig, dataPaths } from './config';
import { openConfiguredDatabase, prepareDatabase } from './db/bootstrap';
import { type DatabaseHandle, type Db } from './db/database';
import { onBadUrl, onClientError } from './http/raw-url-errors';
import { SERVER_TIMEOUTS, type ServerTimeouts } from './http/server-timeouts';
import { loggerOptions, requestLoggerFactory } from './logging';
import { installMetrics } from './metrics/metrics.plugin';
import { accountRoutes } from './modules/accounts/accounts.routes';
import { backofficeCouponRoutes } from './modules/backoffice/backoffice-coupons.routes';
import { backofficeOrderRoutes } from './modules/backoffice/backoffice-orders.routes';
import { backofficePriceRoutes } from './modules/backoffice/prices/prices.routes';
import { staffAccountRoutes } from './modules/backoffice/staff-accounts.routes';
import { staffInviteSocket } from './modules/backoffice/staff-invite-socket';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { clientErrorRoutes } from './modules/client-errors/client-errors.routes';
import { passwordRecoveryRoutes } from './modules/accounts/password-recovery.routes';
import { profileRoutes } from './modules/accounts/profile.routes';
import { couponRoutes } from './modules/coupons/coupons.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { supportRoutes } from './modules/support/support.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { corsPlugin } from './plugins/cors';
import { errorHandling } from './plugins/error-handler';
import { healthRoutes } from './plugins/health';
import { Drain } from './plugins/health-drain';
import { languagePlugin } from './plugins/language';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { answerRequestIds, requestIdOptions } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticImagesPlugin } from './plugins/static-images';
import { noStoreByDefault, refuseEncodedBodies } from './plugins/response-rules';
import { refuseNulCharacters } from './plugins/text-guard';
import { createServices, type ServiceOverrides, type Services } from './services';

/** JSON bodies of this API are small forms; anything larger is refused before parsing. */
const BODY_LIMIT_BYTES = 32 * 1024;

export interface AppDependencies extends ServiceOverrides {
  /** Socket deadlines; SERVER_TIMEOUTS unless a test shortens them. */
  timeouts?: ServerTimeouts;
  /** An open, prepared database (tests share one); otherwise buildApp opens the configured one and closes it on close. */
  database?: DatabaseHandle;
  /** Where JSON log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

async function apiScope(
  api: FastifyInstance,
  { config, services, db }: { config: AppConfig; services: Services; db: Db },
) {
  // Error and 404 handling first, in this scope only: the shell's static routes keep their own.
  await errorHandling(api);
  // Bodies are JSON only: Fastify's default text/plain parser would hand a route a string
  // (a 400 about the body's type) where a 415 says what to change.
  api.removeContentTypeParser('text/plain');
  // No U+0000 in any input: PostgreSQL text cannot hold it.
  refuseNulCharacters(api);
  // Plain JSON bodies only (415 for a Content-Encoding); answers not stored by browsers or proxies.
  refuseEncodedBodies(api);
  noStoreByDefault(api);
  // CORS for the shop's other origins (split mode), and per-client limits on abusable calls.
  await corsPlugin(api, { allowedOrigins: config.allowedOrigins });
  await rateLimitPlugin(api, { enabled: config.rateLimit, db, redisUrl: config.redisUrl });
  // OpenAPI before the routes, so it sees them all.
  await openApiPlugin(api);

  // /health, and the balancers' and orchestrators' probes: /health/live and /health/ready.
  await api.register(healthRoutes, { db, catalog: services.catalog });
  await api.register(accountRoutes, { accounts: services.accounts });
  await api.register(passwordRecoveryRoutes, { recovery: services.passwordRecovery });
  await api.register(profileRoutes, { profile: services.profile, auth: services.customerAuth });
  await api.register(catalogRoutes, { catalog: services.catalog });
  await api.register(wishlistRoutes, { wishlist: services.wishlist, auth: services.customerAuth });
  await api.register(cartRoutes, { cart: services.cart, auth: services.customerAuth });
  await api.register(couponRoutes, { coupons: services.coupons });
  await api.register(supportRoutes, { support: services.support });
  // Browser errors, logged with their stacks read back through the releases' source maps.
  await api.register(clientErrorRoutes);
  await api.register(checkoutRoutes, { checkout: services.checkout, auth: services.customerAuth });
  await api.register(orderRoutes, { orders: services.orders, auth: services.customerAuth });
  await api.register(paymentRoutes, { payments: services.payments, auth: services.customerAuth });
  // The back office (staff Bearer, except the invitation link's check and registration).
  const { backoffice, staffAuth } = services;
  await api.register(staffAccountRoutes, { ...backoffice, profile: services.profile, auth: staffAuth });
  await api.register(backofficeOrderRoutes, { orders: backoffice.orders, auth: staffAuth });
  await api.register(backofficeCouponRoutes, { coupons: backoffice.coupons, auth: staffAuth });
  await api.register(backofficePriceRoutes, {
    prices: backoffice.prices,
    repository: backoffice.pricesRepository,
    auth: staffAuth,
    now: () => new Date(),
  });
  // The 3-D Secure frames' pages (HTML, not calls): notification pages and the sandbox issuer's.
  await api.register(services.paymentFramePages);
}

/** A hop count as a function of the hop index: Fastify reads a bare number as "trust no proxy". */
function trustProxyOption(trustProxy: AppConfig['trustProxy']) {
  return typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

/**
 * The API as a Fastify instance, ready to extend and not yet listening: routes under
 * /api, product images at /images, category heroes at /static_images/image_type. On
 * first start the database is created, migrated and seeded.
 */
export async function buildApp(
  config: AppConfig,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const timeouts = dependencies.timeouts ?? SERVER_TIMEOUTS;
  const app = Fastify({
    logger: loggerOptions(config, dependencies.logStream),
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    // Path segments are names and ids: the schemas bound them at 100 (a clear 400); past
    // 200 the router gives up on the route and the /api catch-all answers 404.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200, onBadUrl },
    return503OnClosing: true,
    // Requests the HTTP parser refuses (e.g. a URL past 16 KB) get the API's error shape too.
    clientErrorHandler: onClientError,
    ...requestIdOptions,
  });
  answerRequestIds(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    dependencies.database ??
    (await openConfiguredDatabase(config, (error) =>
      app.log.warn({ err: error }, 'database connection lost'),
    ));
  if (!dependencies.database) app.addHook('onClose', () => database.close());
  try {
    await prepareDatabase(database, config, (message, details) => app.log.info(details, message));
  } catch (error) {
    await app.close();
    throw error;
  }
  const services = createServices(database.db, config, dependencies);
  // Prometheus metrics on their own listener (METRICS_PORT); the drain a graceful stop begins with.
  installMetrics(app, config, { database, catalog: services.catalog });
  app.decorate('drain', new Drain(config.drainMs));
  // Catalogue caches follow every committed change (LISTEN/NOTIFY): stopped before the database closes.
  app.addHook('onClose', await services.catalog.watch(database));
  // Then every product's card, read ahead in the background: stopped before the watch is.
  app.addHook('onClose', services.catalog.warm(app.log));
  // `npm run staff:invite` while this process holds the data folder's PGlite: a local socket, no network.
  if (!dependencies.database && database.kind === 'pglite')
    await app.register(staffInviteSocket, { ...services.backoffice, dataDir: config.dataDir });

  // Instance-wide: request language for messages, and security headers on every answer.
  await app.register(languagePlugin);
  await app.register(securityHeadersPlugin, { allowedOrigins: config.allowedOrigins });
  await app.register(staticImagesPlugin, dataPaths(config));
  // robots.txt and the sitemaps at the root, where crawlers look for them: the shop's, not the API's.
  await app.register(seoRoutes, {
    db: database.db,
    publicUrl: config.shopPublicUrlConfigured ? config.shopPublicUrl : undefined,
  });
  await app.register(apiScope, { prefix: '/api', config, services, db: database.db });
  return app;
}
