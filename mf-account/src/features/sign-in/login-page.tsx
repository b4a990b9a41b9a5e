import { TitlePage } from '../../shared/title-page';

/** /login: the customer's sign-in. Its screen is still to come; until then, its title. */
export default function LoginPage() {
  return <TitlePage titleKey="signIn.title" />;
}
