import { TitlePage } from '../../shared/title-page';

/** /checkout and /checkout/address: the delivery address. Its screen is still to come; until then, its title. */
export default function AddressPage() {
  return <TitlePage titleKey="checkout.addressTitle" />;
}
