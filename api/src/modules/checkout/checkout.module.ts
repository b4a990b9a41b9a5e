import { type Db } from '../../db/database';
import { CouponsRepository } from '../coupons/coupons.repository';
import { OrdersRepository } from '../orders/orders.repository';
import { AddressesRepository } from './addresses.repository';
import { CheckoutAddressService } from './checkout-address.service';
import { CheckoutCoupons } from './checkout-coupons';
import { CheckoutService } from './checkout.service';
import { CheckoutRepository } from './checkout.repository';
import { DeliveryService } from './delivery.service';

/** The checkout's services, wired once: cart to order, addresses, delivery. */
export function createCheckout(db: Db, now: () => Date) {
  const repository = new CheckoutRepository(db);
  return {
    orders: new CheckoutService(
      db,
      repository,
      new OrdersRepository(db),
      new CheckoutCoupons(new CouponsRepository(db), now),
      now,
    ),
    addresses: new CheckoutAddressService(db, repository, new AddressesRepository(db), now),
    delivery: new DeliveryService(repository, now),
  };
}

export type CheckoutModule = ReturnType<typeof createCheckout>;
