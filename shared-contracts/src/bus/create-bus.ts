import { type Observable, ReplaySubject, Subject } from 'rxjs';
import { type BusEventName, type BusInput, type BusPayload, type StateEventName, busEvents } from './events';

export interface Bus {
  /** Sends an event. A payload that does not match its schema is dropped and reported. */
  publish<K extends BusEventName>(name: K, payload: BusInput<K>): void;
  /** Events of one name; a state topic first replays its current value. */
  on<K extends BusEventName>(name: K): Observable<BusPayload<K>>;
  /** The current value of a state topic, if one was ever published. */
  current<K extends StateEventName>(name: K): BusPayload<K> | undefined;
}

export function createBus(): Bus {
  const subjects = new Map<BusEventName, Subject<unknown>>();
  const values = new Map<BusEventName, unknown>();

  const subjectOf = (name: BusEventName): Subject<unknown> => {
    let subject = subjects.get(name);
    if (!subject) {
      subject = busEvents[name].kind === 'state' ? new ReplaySubject<unknown>(1) : new Subject<unknown>();
      subjects.set(name, subject);
    }
    return subject;
  };

  return {
    publish(name, payload) {
      const parsed = busEvents[name].schema.safeParse(payload);
      if (!parsed.success) {
        console.error(`[bus] dropped '${name}': payload does not match its contract`, parsed.error.issues);
        return;
      }
      if (busEvents[name].kind === 'state') values.set(name, parsed.data);
      subjectOf(name).next(parsed.data);
    },
    on(name) {
      return subjectOf(name).asObservable() as Observable<BusPayload<typeof name>>;
    },
    current(name) {
      return values.get(name) as BusPayload<typeof name> | undefined;
    },
  };
}

/**
 * The page's one bus. It lives under a well-known global, so two copies of
 * shared-contracts meeting on a page during a staggered deploy still share it.
 */
const BUS_GLOBAL_KEY = '__estudioShopBus_v1__';

export function getBus(): Bus {
  const holder = globalThis as typeof globalThis & { [BUS_GLOBAL_KEY]?: Bus };
  holder[BUS_GLOBAL_KEY] ??= createBus();
  return holder[BUS_GLOBAL_KEY];
}
