// Standalone harness: mf-cart-checkout on its own, for its team's development.
import { mountStandalone } from 'tooling-standalone';
import CartCheckoutRoutes from './exposes/routes';
import mounts from './exposes/mounts.json';
import * as service from './exposes/service';

mountStandalone('mf_cart_checkout', CartCheckoutRoutes, service, mounts);
