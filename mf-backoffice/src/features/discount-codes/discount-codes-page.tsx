import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, LoadFailure, useSubmission } from 'remote-kit';
import { FormAlert, FormStatus } from 'remote-kit/form';
import { NAMESPACE } from '../../i18n';
import { isUnreachable } from '../../shared/data/load-error';
import { BackofficePage, Panel } from '../../shared/layout/backoffice-page';
import { EmptyNotice, Loading } from '../../shared/layout/load-state';
import { useStaffUserId } from '../../shared/staff/staff-session';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { CouponForm } from './components/coupon-form';
import { CouponsTable } from './components/coupons-table';
import { couponsQuery } from './queries/coupons-query';
import { useCouponChanges } from './use-coupon-changes';
import styles from './discount-codes-page.module.css';

function CouponList({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { data: coupons, error, isFetching, refetch } = useQuery(couponsQuery(apiClient(), { userId }));
  const { remove } = useCouponChanges(userId);
  const { pending, submit } = useSubmission();
  const [deleting, setDeleting] = useState<string>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string }>();

  const confirmDelete = (code: string) =>
    void submit(async () => {
      const change = await remove(code);
      setDeleting(undefined);
      if (change.kind === 'done') setNotice({ tone: 'success', message: t('discountCodes.deleted') });
      else
        setNotice({
          tone: 'error',
          message: t(
            change.kind === 'failed' && change.unreachable
              ? 'shared.connectionError'
              : 'discountCodes.errors.delete',
          ),
        });
    });

  let content;
  if (error && !isFetching)
    content = (
      <LoadFailure
        message={t(isUnreachable(error) ? 'shared.connectionError' : 'discountCodes.errors.load')}
        onRetry={() => void refetch()}
      />
    );
  else if (!coupons) content = <Loading />;
  else if (coupons.length === 0) content = <EmptyNotice>{t('discountCodes.list.empty')}</EmptyNotice>;
  else
    content = (
      <CouponsTable
        coupons={coupons}
        onDelete={(code) => {
          setNotice(undefined);
          setDeleting(code);
        }}
      />
    );

  return (
    <>
      {notice?.tone === 'error' && <FormAlert tone="error">{notice.message}</FormAlert>}
      <FormStatus message={notice?.tone === 'success' ? notice.message : undefined} />
      {content}
      {deleting && (
        <ConfirmDialog
          title={t('discountCodes.confirmDelete.title')}
          confirmLabel={t('discountCodes.confirmDelete.confirm')}
          destructive
          pending={pending}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(undefined)}
        >
          <p>{t('discountCodes.confirmDelete.text', { code: deleting })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** /backoffice/discountcodes: the live coupons, their deletion, and the creation of a new one (docs/spec.md §2). */
export default function DiscountCodesPage() {
  const { t } = useTranslation(NAMESPACE);
  const userId = useStaffUserId();
  if (userId === undefined) return null;
  return (
    <BackofficePage title={t('discountCodes.title')} intro={t('discountCodes.intro')}>
      <div className={styles.layout}>
        <Panel heading={{ id: 'backoffice-coupons-heading', text: t('discountCodes.list.heading') }}>
          <CouponList userId={userId} />
        </Panel>
        <Panel heading={{ id: 'backoffice-coupon-create-heading', text: t('discountCodes.create.heading') }}>
          <CouponForm userId={userId} />
        </Panel>
      </div>
    </BackofficePage>
  );
}
