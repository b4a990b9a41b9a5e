import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { OrderCodeSchema, ROUTES, apiLanguage } from 'shared-contracts';
import { apiClient, useBusState, useLanguage, userIdOf } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { AccountPage, PageStatus } from '../../shared/layout/account-page';
import { Columns } from '../../shared/layout/columns';
import { OrderLines } from './components/order-lines';
import { OrderSummary } from './components/order-summary';
import { ACCESS_TOKEN_PARAM, type OrderAccess, orderAccess } from './order-access';
import { orderQuery } from './queries/order-query';
import styles from './order-page.module.css';

function OrderView({ orderCode, access }: { orderCode: string; access: OrderAccess }) {
  const { t } = useTranslation(NAMESPACE);
  const language = apiLanguage(useLanguage());
  const { data: order, isError } = useQuery(orderQuery(apiClient(), orderCode, access, language));
  // Images that failed after their preload (evicted from the cache, gone since): their lines go.
  const [failedImages, setFailedImages] = useState<ReadonlySet<string>>(new Set());

  if (isError || order === null) return <Navigate to={ROUTES.home} replace />;
  if (!order) return <PageStatus>{t('orders.detail.loading')}</PageStatus>;
  const lines = order.products.filter((line) => !failedImages.has(line.image));
  return (
    <Columns shares={[2, 1]}>
      <section aria-labelledby="account-order-products">
        <h2 id="account-order-products" className={styles.heading}>
          {t('orders.detail.products')}
        </h2>
        <OrderLines
          lines={lines}
          onImageError={(image) => setFailedImages((failed) => new Set(failed).add(image))}
        />
      </section>
      <div className={styles.aside}>
        <OrderSummary order={order} />
      </div>
    </Columns>
  );
}

/**
 * /orders/{orderCode}: one order, for its customer or for a guest with the link's
 * `access_token`. Neither, a code or token the API never makes, or a failed fetch: to /.
 */
export default function OrderPage() {
  const { t } = useTranslation(NAMESPACE);
  const { orderCode = '' } = useParams();
  const [search] = useSearchParams();
  const accessToken = search.get(ACCESS_TOKEN_PARAM);
  const userId = userIdOf(useBusState('session.changed'));
  const access = orderAccess(userId, accessToken);
  if (access === undefined || !OrderCodeSchema.safeParse(orderCode).success)
    return <Navigate to={ROUTES.home} replace />;

  return (
    <AccountPage
      title={t('orders.orderTitle', { code: orderCode })}
      width="wide"
      back={access.kind === 'customer' ? { to: ROUTES.orders, label: t('orders.detail.back') } : undefined}
    >
      <OrderView orderCode={orderCode} access={access} />
    </AccountPage>
  );
}
