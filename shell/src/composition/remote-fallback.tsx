import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, type RemoteName } from 'shared-contracts';
import styles from './remote-fallback.module.css';

interface Props {
  remote: RemoteName;
  error: Error;
  onRetry: () => void;
}

/** What a remote's area shows when the remote cannot load or crashed. */
export function RemoteFallback({ remote, onRetry }: Props) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.fallback} role="alert" data-remote-fallback={remote}>
      <h1 className={styles.title}>{t('remote.unavailableTitle')}</h1>
      <p>{t(`remote.unavailable.${remote}`)}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('load.retry', { ns: COMMON_NAMESPACE })}
      </button>
    </section>
  );
}
