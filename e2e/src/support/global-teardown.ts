import { type RunningShop, stopShop } from 'tooling-testing/shop-process';

export default async function globalTeardown(): Promise<void> {
  const shop = (globalThis as { __SHOP__?: RunningShop }).__SHOP__;
  if (shop) await stopShop(shop);
}
