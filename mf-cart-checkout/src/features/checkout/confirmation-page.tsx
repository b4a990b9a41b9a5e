import { TitlePage } from '../../shared/title-page';

/** /checkout/confirmation: the order confirmed. Its screen is still to come; until then, its title. */
export default function ConfirmationPage() {
  return <TitlePage titleKey="checkout.confirmationTitle" />;
}
