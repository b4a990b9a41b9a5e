import { AsyncLocalStorage } from 'node:async_hooks';
import { type BusKernel, createBusKernel, installPageBusKernel } from 'shared-contracts';

const requestKernel = new AsyncLocalStorage<BusKernel>();
/** Outside any page's render (a bundle's start-up code): a kernel nobody renders from. */
const idleKernel = createBusKernel();

const current = () => requestKernel.getStore() ?? idleKernel;

/**
 * Every bundle's `getBus()` is a view of the page's one kernel, taken once. On the server one
 * process renders many pages at once, so the page's kernel delegates to the kernel of the
 * request being rendered: what one page publishes (its language) is never another's.
 */
installPageBusKernel({
  protocol: idleKernel.protocol,
  emit: (name, payload, state) => current().emit(name, payload, state),
  listen: (name, listener) => current().listen(name, listener),
  current: (name) => current().current(name),
  send: (name, payload) => current().send(name, payload),
  handle: (name, handler) => current().handle(name, handler),
});

/** Runs a page's render with a bus of its own. */
export function withRequestBus<T>(run: () => T): T {
  return requestKernel.run(createBusKernel(), run);
}
