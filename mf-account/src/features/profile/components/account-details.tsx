import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient, LoadFailure, useLanguage } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { profileQuery } from '../queries/profile-query';
import styles from '../profile-page.module.css';

/** The customer's e-mail and since when they are a customer, from GET /account/profile. */
export function AccountDetails({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data: profile, isError, isFetching, refetch } = useQuery(profileQuery(apiClient(), userId));

  // A profile shown stays if loading it again fails; the retry shows while none is.
  if (!profile && isError && !isFetching)
    return <LoadFailure message={t('profile.details.failed')} onRetry={() => void refetch()} />;

  if (!profile)
    return (
      <p className={styles.loading} role="status">
        {t('profile.details.loading')}
      </p>
    );

  return (
    <dl className={styles.details}>
      <div>
        <dt>{t('profile.details.email')}</dt>
        <dd className={styles.email}>{profile.email}</dd>
      </div>
      <div>
        <dt>{t('profile.details.memberSince')}</dt>
        <dd>
          <time dateTime={profile.createdAt}>
            {new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
              new Date(profile.createdAt),
            )}
          </time>
        </dd>
      </div>
    </dl>
  );
}
