import { TitlePage } from '../../shared/title-page';

/** /backoffice/orders/{orderCode}: one order and its status. Its screen is still to come; until then, its title. */
export default function OrderPage() {
  return <TitlePage titleKey="orders.orderTitle" />;
}
