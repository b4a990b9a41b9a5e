import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CloseIcon } from '../frame/icons/icons';
import { type Toast, dismissToast, toastState } from './toast-store';
import styles from './toast-region.module.css';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('shell');
  return (
    <div className={`${styles.toast} ${styles[toast.tone]}`}>
      <p className={styles.message}>{toast.message}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('frame.toasts.dismiss')}
        onClick={() => dismissToast(toast.id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/**
 * Where toasts appear. The live regions are always in the page, so that screen readers
 * announce what is added to them: politely for information, at once for errors.
 */
export function ToastRegion() {
  const { t } = useTranslation('shell');
  const { toasts } = useSnapshot(toastState);
  const errors = toasts.filter((toast) => toast.tone === 'error');
  const notices = toasts.filter((toast) => toast.tone !== 'error');

  return (
    <section className={styles.region} aria-label={t('frame.toasts.label')}>
      <div role="status">
        {notices.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="alert">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
