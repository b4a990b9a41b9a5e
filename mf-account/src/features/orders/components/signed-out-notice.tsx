import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ROUTES, withReturnTo } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { PageNotice } from '../../../shared/layout/page-notice';

/** /orders without a session (docs/spec.md §2): the message, and a sign-in that comes back here. */
export function SignedOutNotice() {
  const { t } = useTranslation(NAMESPACE);
  const { pathname, search } = useLocation();
  const signIn = withReturnTo(ROUTES.login, `${pathname}${search}`);
  return (
    <PageNotice
      text={t('orders.signedOut.text')}
      action={{ to: signIn, label: t('orders.signedOut.signIn') }}
    />
  );
}
