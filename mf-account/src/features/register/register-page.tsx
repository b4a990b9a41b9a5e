import { TitlePage } from '../../shared/title-page';

/** /register: a new customer account. Its screen is still to come; until then, its title. */
export default function RegisterPage() {
  return <TitlePage titleKey="register.title" />;
}
