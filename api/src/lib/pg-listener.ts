import pg from 'pg';

/** What a LISTEN gets: each notice's payload; `lost` when notices may have been missed. */
export interface NoticeHandlers {
  notice(payload: string): void;
  /** The connection dropped (or reconnected): whatever was sent meanwhile is unknown. */
  lost(): void;
  /** Whether notices can arrive: false once the connection drops, true once listening again. */
  listening?(up: boolean): void;
}

/**
 * LISTEN on a PostgreSQL channel over a connection of its own (a pooled one would be handed
 * to queries), reconnecting after a drop. A drop may lose notices, so it is reported as
 * `lost`, when it happens and again once listening resumes. Resolves once listening.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NoticeHandlers,
  retryMs = 1000,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    next.on('error', () => dropped(next));
    next.on('end', () => dropped(next));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const dropped = (which: pg.Client) => {
    if (closed || client !== which) return;
    client = undefined;
    which.end().catch(() => undefined);
    handlers.listening?.(false);
    handlers.lost();
    const attempt = () => {
      retry = undefined;
      if (closed) return;
      connect().then(
        () => {
          handlers.listening?.(true);
          handlers.lost();
        },
        () => (retry = setTimeout(attempt, retryMs)),
      );
    };
    retry = setTimeout(attempt, retryMs);
  };

  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
