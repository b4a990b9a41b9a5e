import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { apiClient, LoadFailure } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { BackofficePage, Panel } from '../../shared/layout/backoffice-page';
import { Loading } from '../../shared/layout/load-state';
import { RegistrationError } from './components/registration-error';
import { SetPasswordForm } from './components/set-password-form';
import { invitationCheckQuery } from './queries/invitation-check-query';

/**
 * /backoffice/register/{email}/{code}: the link of a staff invitation. 'Loading...' while
 * the link is checked, then the password form, which signs the new staff member in; a link
 * that does not hold (unknown, used, expired) gets docs/spec.md §8's registration error.
 */
export default function RegisterPage() {
  const { t } = useTranslation(NAMESPACE);
  const { email = '', orderCode: code = '' } = useParams();
  const {
    data: check,
    isError,
    isFetching,
    refetch,
  } = useQuery(invitationCheckQuery(apiClient(), { email, code }));
  const [refused, setRefused] = useState(false);
  const onLinkRefused = useCallback(() => setRefused(true), []);

  if (check === 'refused' || refused)
    return (
      <BackofficePage title={t('staffSignIn.registrationError.title')} width="narrow">
        <Panel>
          <RegistrationError />
        </Panel>
      </BackofficePage>
    );
  return (
    <BackofficePage
      title={t('staffSignIn.register.title')}
      intro={check === 'verified' ? t('staffSignIn.register.intro') : undefined}
      width="narrow"
    >
      <Panel>
        {check === 'verified' ? (
          <SetPasswordForm email={email} code={code} onLinkRefused={onLinkRefused} />
        ) : isError && !isFetching ? (
          <LoadFailure message={t('shared.connectionError')} onRetry={() => void refetch()} />
        ) : (
          <Loading />
        )}
      </Panel>
    </BackofficePage>
  );
}
