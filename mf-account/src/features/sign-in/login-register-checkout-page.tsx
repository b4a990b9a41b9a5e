import { TitlePage } from '../../shared/title-page';

/** /login-register-checkout: sign in or register before paying. Its screen is still to come; until then, its title. */
export default function LoginRegisterCheckoutPage() {
  return <TitlePage titleKey="signIn.checkoutTitle" />;
}
