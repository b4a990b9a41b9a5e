import { Observable } from 'rxjs';
import {
  type AnswerOf,
  type BusEventSpec,
  type BusEventName,
  type BusInput,
  type BusPayload,
  type CommandName,
  type ObservableEventName,
  type StateEventName,
  busEvents,
} from './events';
import { type BusKernel, createBusKernel, pageBusKernel } from './kernel';

/** What became of a command sent with `request`. */
export type RequestOutcome<K extends CommandName> =
  | { kind: 'answered'; answer: BusPayload<AnswerOf<K>> }
  /** Nobody answered in time: the command was withdrawn, so it will not run later either. */
  | { kind: 'timeout' };

/** A command's payload as the sender gives it: the bus adds the correlation id. */
export type CommandInput<K extends CommandName> = Omit<BusInput<K>, 'correlationId'>;

export interface Bus {
  /** Sends a state or signal event. A payload that does not match its schema is dropped and reported. */
  publish<K extends ObservableEventName>(name: K, payload: BusInput<K>): void;
  /** Events of one name; a state topic first replays its current value. */
  on<K extends ObservableEventName>(name: K): Observable<BusPayload<K>>;
  /** The current value of a state topic, if one was ever published. */
  current<K extends StateEventName>(name: K): BusPayload<K> | undefined;
  /**
   * Sends a command to its owner and waits for the answer with the same correlation id. A
   * command sent before its owner's service is up is held until it is, or withdrawn after
   * `timeoutMs`, and then the outcome says so.
   */
  request<K extends CommandName>(
    name: K,
    payload: CommandInput<K>,
    options: { timeoutMs: number },
  ): Promise<RequestOutcome<K>>;
  /** Handles a command (its owner only); returns a function that stops handling it. */
  handle<K extends CommandName>(name: K, handler: (command: BusPayload<K>) => void): () => void;
}

function newCorrelationId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/**
 * A typed bus over a kernel (a fresh one by default, for tests): this bundle's own copy of the event catalogue validates what it
 * sends (a bad payload is dropped and reported) and what it receives (an event whose payload
 * this copy cannot read is dropped and reported, never passed on half-understood). Fields a
 * newer sender adds are stripped by an older reader's schema, which is what lets bundles
 * built from different versions of the contracts share one page.
 */
export function createBus(kernel: BusKernel = createBusKernel()): Bus {
  const parse = <K extends BusEventName>(name: K, payload: unknown, direction: 'sent' | 'received') => {
    const spec = busEvents[name] as (typeof busEvents)[K] | undefined;
    if (!spec) {
      // Only a bundle handed another bundle's bus (built from another catalogue) gets here.
      console.error(`[bus] dropped ${direction} '${name}': not an event of this bundle's contracts`);
      return undefined;
    }
    if (payload === null && (spec as BusEventSpec).nullable) return { value: null as BusPayload<K> };
    const parsed = spec.schema.safeParse(payload);
    if (!parsed.success) {
      console.error(
        `[bus] dropped ${direction} '${name}': payload does not match its contract`,
        parsed.error.issues,
      );
      return undefined;
    }
    return { value: parsed.data as BusPayload<K> };
  };

  // current() must give the same object until the value changes (React's useSyncExternalStore).
  const readCache = new Map<string, { raw: unknown; value: unknown }>();

  const bus: Bus = {
    publish(name, payload) {
      const parsed = parse(name, payload, 'sent');
      if (parsed) kernel.emit(name, parsed.value, busEvents[name]?.kind === 'state');
    },
    on(name) {
      return new Observable((subscriber) =>
        kernel.listen(name, (raw) => {
          const parsed = parse(name, raw, 'received');
          if (parsed) subscriber.next(parsed.value);
        }),
      );
    },
    current(name) {
      const box = kernel.current(name);
      if (!box) return undefined;
      const cached = readCache.get(name);
      if (cached && cached.raw === box.value) return cached.value as BusPayload<typeof name>;
      const parsed = parse(name, box.value, 'received');
      readCache.set(name, { raw: box.value, value: parsed?.value });
      return parsed?.value;
    },
    request(name, payload, { timeoutMs }) {
      const correlationId = newCorrelationId();
      const command = parse(name, { ...payload, correlationId }, 'sent');
      if (!command) return Promise.resolve({ kind: 'timeout' });
      const answerName = (busEvents[name] as { answer: string }).answer as AnswerOf<typeof name>;
      return new Promise((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined = undefined;
        let settled = false;
        const finish = (outcome: RequestOutcome<typeof name>) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          stopListening();
          resolve(outcome);
        };
        const stopListening = kernel.listen(answerName, (raw) => {
          const answer = parse(answerName, raw, 'received');
          if (answer && (answer.value as { correlationId?: string }).correlationId === correlationId)
            finish({ kind: 'answered', answer: answer.value });
        });
        const ticket = kernel.send(name, command.value);
        if (settled) return;
        timer = setTimeout(() => {
          ticket.cancel();
          finish({ kind: 'timeout' });
        }, timeoutMs);
      });
    },
    handle(name, handler) {
      return kernel.handle(name, (raw) => {
        const command = parse(name, raw, 'received');
        if (command) handler(command.value);
      });
    },
  };
  return bus;
}

let pageBus: Bus | undefined;

/**
 * The page's bus: this bundle's typed view of the page's one kernel. Every bundle (the
 * shell, each remote) has its own view, built from its own copy of the contracts.
 */
export function getBus(): Bus {
  pageBus ??= createBus(pageBusKernel());
  return pageBus;
}
