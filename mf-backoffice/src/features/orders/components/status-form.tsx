import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmission } from 'remote-kit';
import { Form, FormAlert, FormField, FormStatus, SubmitButton } from 'remote-kit/form';
import { BACKOFFICE_ORDER_STATUSES, type BackofficeOrderStatus, type OrderStatus } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { StatusBadge, useStatusLabel } from './status-badge';
import styles from './status-form.module.css';

const isChoosable = (status: OrderStatus): status is BackofficeOrderStatus =>
  (BACKOFFICE_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

interface StatusFormProps {
  /** The status the order has now (shown, and the dropdown's starting choice). */
  status: OrderStatus;
  /** Sets the status on the server; true when it was set. */
  onChange: (status: BackofficeOrderStatus) => Promise<boolean>;
}

/**
 * The order's status and the dropdown that changes it (docs/spec.md §4: RECEIVED, SEND, DELIVERED;
 * Recibido, Enviado, Entregado). On success the shown status changes; otherwise it stays, the
 * dropdown goes back to it and docs/spec.md §8's alert shows. An order still awaiting payment
 * cannot change yet.
 */
export function StatusForm({ status, onChange }: StatusFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const label = useStatusLabel();
  const { pending, submit } = useSubmission();
  const [choice, setChoice] = useState<BackofficeOrderStatus | undefined>();
  const [outcome, setOutcome] = useState<{ changed: BackofficeOrderStatus } | 'failed'>();
  const chosen = choice ?? (isChoosable(status) ? status : undefined);

  const onSubmit = () =>
    void submit(async () => {
      if (!chosen) return;
      setOutcome(undefined);
      const changed = await onChange(chosen);
      setChoice(undefined);
      setOutcome(changed ? { changed: chosen } : 'failed');
    });

  return (
    <Form onSubmit={onSubmit} submittedErrors={undefined}>
      <p className={styles.current}>
        <span className={styles.currentLabel}>{t('orders.status.current')}</span>
        <StatusBadge status={status} />
      </p>
      {isChoosable(status) ? (
        <>
          <FormField id="backoffice-order-status" label={t('orders.status.select')}>
            {(control) => (
              <select
                {...control}
                name="order_status"
                value={chosen}
                disabled={pending}
                onChange={(event) => {
                  setChoice(BACKOFFICE_ORDER_STATUSES.find((value) => value === event.target.value));
                  setOutcome(undefined);
                }}
              >
                {BACKOFFICE_ORDER_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {label(value)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {outcome === 'failed' && <FormAlert tone="error">{t('orders.status.failed')}</FormAlert>}
          <SubmitButton
            label={t('orders.status.submit')}
            pendingLabel={t('orders.status.pending')}
            pending={pending}
            disabled={chosen === status}
          />
          <FormStatus
            message={
              outcome && outcome !== 'failed'
                ? t('orders.status.changed', { status: label(outcome.changed) })
                : undefined
            }
          />
        </>
      ) : (
        <p className={styles.note}>{t('orders.status.unpaid')}</p>
      )}
    </Form>
  );
}
