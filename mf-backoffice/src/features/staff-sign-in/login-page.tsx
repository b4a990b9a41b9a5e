import { TitlePage } from '../../shared/title-page';

/** /backoffice/login: the staff member's sign-in. Its screen is still to come; until then, its title. */
export default function LoginPage() {
  return <TitlePage titleKey="staffSignIn.title" />;
}
