import { ROUTES, STAFF_INVITE_LIFETIME_HOURS } from 'shared-contracts';
import { translate } from '../../i18n/messages';
import { type Mail } from '../../mail/mailer';

/** The link of an invitation: /backoffice/register/{email}/{code} on the shop's public address. */
export function invitationLink(shopPublicUrl: string, email: string, code: string): string {
  const path = ROUTES.backofficeRegister
    .replace(':email', encodeURIComponent(email))
    .replace(':orderCode', encodeURIComponent(code));
  return `${shopPublicUrl}${path}`;
}

/**
 * The invitation mail. Nobody knows the new colleague's language yet, so it is written in
 * both, Castellano (the shop's default) first.
 */
export function invitationMail(to: string, link: string): Mail {
  const params = { link, hours: STAFF_INVITE_LIFETIME_HOURS };
  return {
    to,
    subject: `${translate('staff_invite_mail_subject', 'es')} · ${translate('staff_invite_mail_subject', 'en')}`,
    text: [
      translate('staff_invite_mail_text', 'es', params),
      '',
      '* * *',
      '',
      translate('staff_invite_mail_text', 'en', params),
      '',
    ].join('\n'),
  };
}
