import { TitlePage } from '../../shared/title-page';

/** /cart: the cart. Its screen is still to come; until then, its title. */
export default function CartPage() {
  return <TitlePage titleKey="cart.title" />;
}
