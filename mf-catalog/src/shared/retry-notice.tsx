import styles from './retry-notice.module.css';

interface RetryNoticeProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** What a failed load leaves on the page: a calm message and a way to try again. */
export function RetryNotice({ message, retryLabel, onRetry }: RetryNoticeProps) {
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
