// Standalone harness: mf-backoffice on its own, for its team's development.
import { getBus } from 'shared-contracts';
import { mountStandalone } from 'tooling-standalone';
import BackofficeRoutes from './exposes/routes';
import mounts from './exposes/mounts.json';

// No shell keeps the staff session here: this stands in for it, in memory, so a sign-in
// opens the pages that need one.
const bus = getBus();
bus
  .on('staff-session.sign-in-succeeded')
  .subscribe(({ session }) => bus.publish('staff-session.changed', session));
// A password change's new token takes the old one's place, as the shell does.
bus.on('staff-session.renewed').subscribe(({ session }) => bus.publish('staff-session.changed', session));
bus.on('staff-session.sign-out-requested').subscribe(() => {
  bus.publish('staff-session.changed', null);
  bus.publish('staff-session.signed-out', {});
});

mountStandalone('mf_backoffice', BackofficeRoutes, undefined, mounts);
