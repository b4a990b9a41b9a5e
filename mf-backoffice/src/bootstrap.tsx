// Standalone harness: mf-backoffice on its own, for its team's development.
import { mountStandalone } from '../../tooling/standalone/harness';
import BackofficeRoutes from './exposes/routes';
import mounts from './exposes/mounts.json';
import * as service from './exposes/service';

mountStandalone('mf_backoffice', BackofficeRoutes, service, mounts);
