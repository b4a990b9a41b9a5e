import { TitlePage } from '../../shared/title-page';

/** /checkout/payment: the card payment with 3-D Secure. Its screen is still to come; until then, its title. */
export default function PaymentPage() {
  return <TitlePage titleKey="checkout.paymentTitle" />;
}
