// Standalone harness: mf-catalog on its own, for its team's development.
import { mountStandalone } from 'tooling-standalone';
import CatalogRoutes from './exposes/routes';
import mounts from './exposes/mounts.json';
import * as service from './exposes/service';

mountStandalone('mf_catalog', CatalogRoutes, service, mounts);
