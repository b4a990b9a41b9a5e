import { useTranslation } from 'react-i18next';
import { STAFF_INVITE_LIFETIME_HOURS } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { Panel } from '../../../shared/layout/backoffice-page';
import { InviteStaffForm } from './invite-staff-form';

/** The invitation of a colleague as a block of a page, with what the link does. */
export function InviteStaffPanel({ userId, className }: { userId: number; className?: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Panel
      heading={{ id: 'backoffice-invite-heading', text: t('staffInvite.heading') }}
      intro={t('staffInvite.intro', { hours: STAFF_INVITE_LIFETIME_HOURS })}
      className={className}
    >
      <InviteStaffForm userId={userId} />
    </Panel>
  );
}
