import { TitlePage } from '../../shared/title-page';

/** /recover-password: a new password by e-mail. Its screen is still to come; until then, its title. */
export default function RecoverPasswordPage() {
  return <TitlePage titleKey="signIn.recoverPasswordTitle" />;
}
