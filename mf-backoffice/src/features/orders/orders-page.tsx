import { TitlePage } from '../../shared/title-page';

/** /backoffice and /backoffice/orders: every order, for the staff. Its screen is still to come; until then, its title. */
export default function OrdersPage() {
  return <TitlePage titleKey="orders.title" />;
}
