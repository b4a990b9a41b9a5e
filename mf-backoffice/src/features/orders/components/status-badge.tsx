import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, type OrderStatus } from 'shared-contracts';
import styles from './status-badge.module.css';

/** An order status in the display language (Recibido, Enviado, Entregado, Pendiente de pago). */
export function useStatusLabel(): (status: OrderStatus) => string {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (status) => t(`orderStatus.${status}`);
}

/** An order's status as a small badge, a colour per stage. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const label = useStatusLabel();
  return (
    <span className={styles.badge} data-status={status}>
      {label(status)}
    </span>
  );
}
