import { TitlePage } from '../../shared/title-page';

/** /orders: the customer's orders. Its screen is still to come; until then, its title. */
export default function OrdersPage() {
  return <TitlePage titleKey="orders.title" />;
}
