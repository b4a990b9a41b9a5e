import { TitlePage } from '../../shared/title-page';

/** /orders/{orderCode}: one order, also for a guest with its access token. Its screen is still to come; until then, its title. */
export default function OrderPage() {
  return <TitlePage titleKey="orders.orderTitle" />;
}
