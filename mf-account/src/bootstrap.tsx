// Standalone harness: mf-account on its own, for its team's development.
import { mountStandalone } from 'tooling-standalone';
import AccountRoutes from './exposes/routes';
import mounts from './exposes/mounts.json';

mountStandalone('mf_account', AccountRoutes, undefined, mounts);
