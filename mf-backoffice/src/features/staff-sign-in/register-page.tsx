import { TitlePage } from '../../shared/title-page';

/** /backoffice/register/{email}/{orderCode}: a new staff member sets a password. Its screen is still to come; until then, its title. */
export default function RegisterPage() {
  return <TitlePage titleKey="staffSignIn.registerTitle" />;
}
