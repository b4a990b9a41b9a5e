import { type Bus } from 'shared-contracts';
import { showToast } from './toast-store';

/** Shows the toasts any remote asks for with the 'toast.requested' signal. */
export function startToasts(bus: Bus): () => void {
  const subscription = bus.on('toast.requested').subscribe((request) => showToast(request));
  return () => subscription.unsubscribe();
}
