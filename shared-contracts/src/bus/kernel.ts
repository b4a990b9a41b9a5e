/**
 * The bus kernel: the one piece of the bus that every bundle on the page shares. It knows
 * nothing of events or schemas (each bundle validates with its own copy of the contracts),
 * so a remote built with a newer catalogue and a shell built with an older one meet on it.
 *
 * Its behaviour is frozen for a protocol version: whichever bundle loads first creates it
 * and every other bundle uses that one. A change that an older bundle could not use gets a
 * new BUS_PROTOCOL_VERSION (and so a new global), never an edit of this one's meaning.
 */
export const BUS_PROTOCOL_VERSION = 1;

/** A command held until its handler registers; `cancel` drops it (its sender stopped waiting). */
export interface CommandTicket {
  cancel(): void;
}

export interface BusKernel {
  readonly protocol: typeof BUS_PROTOCOL_VERSION;
  /** Delivers a payload to the name's listeners; with `state` it also becomes the current value. */
  emit(name: string, payload: unknown, state: boolean): void;
  /** Listens to a name; when it has a current value, the listener gets it at once. */
  listen(name: string, listener: (payload: unknown) => void): () => void;
  /** The current value of a state topic, boxed so that `undefined` is told from "never published". */
  current(name: string): { value: unknown } | undefined;
  /** Hands a command to its handler, or holds it, in order, until one registers. */
  send(name: string, payload: unknown): CommandTicket;
  /** The one handler of a command (a later one replaces it); held commands are delivered at once. */
  handle(name: string, handler: (payload: unknown) => void): () => void;
}

/** Commands held per name at most: a service that never starts must not grow the page's memory. */
const MAX_HELD_COMMANDS = 50;

export function createBusKernel(): BusKernel {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const values = new Map<string, { value: unknown }>();
  const handlers = new Map<string, (payload: unknown) => void>();
  const held = new Map<string, Array<{ payload: unknown }>>();

  const deliver = (listener: (payload: unknown) => void, payload: unknown) => {
    try {
      listener(payload);
    } catch (error) {
      // One failing listener (another team's code) must not stop the others.
      console.error('[bus] a listener failed', error);
    }
  };

  return {
    protocol: BUS_PROTOCOL_VERSION,
    emit(name, payload, state) {
      if (state) values.set(name, { value: payload });
      for (const listener of [...(listeners.get(name) ?? [])]) deliver(listener, payload);
    },
    listen(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      const current = values.get(name);
      if (current) deliver(listener, current.value);
      return () => void set.delete(listener);
    },
    current: (name) => values.get(name),
    send(name, payload) {
      const handler = handlers.get(name);
      if (handler) {
        deliver(handler, payload);
        return { cancel: () => undefined };
      }
      const queue = held.get(name) ?? [];
      held.set(name, queue);
      const entry = { payload };
      queue.push(entry);
      if (queue.length > MAX_HELD_COMMANDS) queue.shift();
      return {
        cancel: () => {
          const index = queue.indexOf(entry);
          if (index >= 0) queue.splice(index, 1);
        },
      };
    },
    handle(name, handler) {
      handlers.set(name, handler);
      const queue = held.get(name) ?? [];
      held.delete(name);
      for (const entry of queue) deliver(handler, entry.payload);
      return () => {
        if (handlers.get(name) === handler) handlers.delete(name);
      };
    },
  };
}

const KERNEL_GLOBAL_KEY = `__olmoShopBusKernel_v${BUS_PROTOCOL_VERSION}__`;

/** The page's kernel, under a global keyed by the protocol version. */
export function pageBusKernel(): BusKernel {
  const holder = globalThis as typeof globalThis & { [KERNEL_GLOBAL_KEY]?: BusKernel };
  holder[KERNEL_GLOBAL_KEY] ??= createBusKernel();
  return holder[KERNEL_GLOBAL_KEY];
}

/**
 * Puts a kernel under the page's global before any bundle reads it. The server uses this to
 * give each page it renders a bus of its own (a kernel that delegates to the request's), since
 * every bundle's `getBus()` keeps the kernel it first found. Does nothing once one is there.
 */
export function installPageBusKernel(kernel: BusKernel): void {
  const holder = globalThis as typeof globalThis & { [KERNEL_GLOBAL_KEY]?: BusKernel };
  holder[KERNEL_GLOBAL_KEY] ??= kernel;
}
