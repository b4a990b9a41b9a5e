import { useTranslation } from 'react-i18next';
import { apiClient, useBus } from 'remote-kit';
import { ChangePasswordForm } from 'remote-kit/form';
import { changeStaffPasswordCall } from 'shared-contracts';
import { NAMESPACE } from '../../i18n';
import { BackofficePage, Panel } from '../../shared/layout/backoffice-page';
import { useStaffUserId } from '../../shared/staff/staff-session';

const HEADING_ID = 'backoffice-password-heading';

/**
 * /backoffice/password: the staff member's new password, given the current one (issue 30):
 * errors under each field; on success the new session goes to the shell (the change ended
 * every older token, this page's too), then a message and every field emptied.
 */
export default function PasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const bus = useBus();
  const userId = useStaffUserId();
  if (userId === undefined) return null;
  return (
    <BackofficePage title={t('staffPassword.title')} intro={t('staffPassword.intro')} width="narrow">
      <Panel heading={{ id: HEADING_ID, text: t('staffPassword.heading') }}>
        <ChangePasswordForm
          idPrefix="backoffice-password"
          changePassword={(passwords) =>
            apiClient().call(changeStaffPasswordCall, { body: { ...passwords, user_id: userId } })
          }
          onChanged={({ session }) => bus.publish('staff-session.renewed', { session })}
          labelledBy={HEADING_ID}
        />
      </Panel>
    </BackofficePage>
  );
}
