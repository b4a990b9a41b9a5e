import { chmodSync, lstatSync, mkdirSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { dirname } from 'node:path';
import { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import {
  socketPathProblem,
  type StaffInviteAnswerLine,
  StaffInviteLineSchema,
  staffInviteSocketPath,
} from './staff-invite-channel';
import { type StaffInvitations } from './staff-invitations.service';

export interface StaffInviteSocketOptions {
  dataDir: string;
  invitations: Pick<StaffInvitations, 'invite'>;
}

/** An e-mail is at most 254 characters: a longer line is not an invitation. */
const MAX_LINE_CHARS = 1024;
/** A connection that says nothing for this long is dropped. */
const IDLE_MS = 10_000;

/**
 * `npm run staff:invite` while this shop holds the data folder's PGlite (which serves one
 * process, so the command cannot open it): the shop listens on DATA_DIR/run/staff-invite.sock
 * for one line, {"invite": "<email>"}, and sends the same invitation the back office sends
 * (mailed as ever; no account is made, no code or token comes back), answering one line.
 *
 * Nothing on the network reaches it: a Unix socket, no port, no HTTP route. Node cannot ask
 * who connected (no SO_PEERCRED), so file permissions are the guard: the socket sits in a
 * folder of the shop's user with mode 0700 (checked, never another user's) and is itself
 * 0600, so only that user (and root) can connect, the same people who can read the database.
 * It opens once the app is ready and closes before the database does.
 */
export async function staffInviteSocket(
  app: FastifyInstance,
  { dataDir, invitations }: StaffInviteSocketOptions,
): Promise<void> {
  const path = staffInviteSocketPath(dataDir);
  /** Connections that have not sent their line yet: dropped at close, unlike those being answered. */
  const idle = new Set<Socket>();
  let server: Server | undefined;

  const answer = async (line: string | undefined): Promise<StaffInviteAnswerLine> => {
    const request = StaffInviteLineSchema.safeParse(line === undefined ? undefined : parseJson(line));
    if (!request.success) return { refused: 'bad_request' };
    try {
      const sent = await invitations.invite(request.data.invite, null);
      app.log.info('staff invitation sent for npm run staff:invite');
      return { invited: { expiresAt: sent.expiresAt.toISOString(), outbox: sent.outbox } };
    } catch (error) {
      // invite's one refusal: the e-mail has an account.
      if (error instanceof ApiError && error.statusCode === 409) return { refused: 'email_taken' };
      app.log.error({ err: error }, 'staff invitation for npm run staff:invite failed');
      return { failed: 'internal' };
    }
  };

  const serve = (connection: Socket) => {
    idle.add(connection);
    connection.setEncoding('utf8');
    connection.setTimeout(IDLE_MS, () => connection.destroy());
    connection.on('error', () => connection.destroy()); // The command went away: nothing to tell.
    connection.on('close', () => idle.delete(connection));
    let received = '';
    const onData = (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end === -1 && received.length <= MAX_LINE_CHARS) return;
      connection.off('data', onData);
      connection.setTimeout(0);
      idle.delete(connection);
      void answer(end === -1 ? undefined : received.slice(0, end)).then((line) =>
        connection.end(`${JSON.stringify(line)}\n`),
      );
    };
    connection.on('data', onData);
  };

  app.addHook('onReady', async () => {
    // The shop starts without it rather than not at all: the command then says to stop the shop.
    try {
      server = await listenPrivately(path, serve, app.log);
    } catch (error) {
      app.log.warn({ err: error }, 'npm run staff:invite cannot reach this shop while it runs');
    }
  });
  app.addHook('preClose', async () => {
    const running = server;
    if (!running) return;
    server = undefined;
    const closed = new Promise((resolve) => running.close(resolve)); // Unlinks the socket file.
    for (const connection of idle) connection.destroy();
    await closed; // After the invitations under way are answered.
  });
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** The socket's folder, made or checked to be this user's alone. */
function privateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stat = lstatSync(folder);
  if (!stat.isDirectory()) throw new Error(`${folder} is not a folder`);
  if (process.getuid && stat.uid !== process.getuid())
    throw new Error(`${folder} belongs to another user (uid ${stat.uid})`);
  if ((stat.mode & 0o077) !== 0) chmodSync(folder, 0o700);
}

/** Whether a process answers on the socket file at `path`. */
function answersOn(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

async function listenPrivately(
  path: string,
  serve: (connection: Socket) => void,
  log: FastifyBaseLogger,
): Promise<Server | undefined> {
  const problem = socketPathProblem(path);
  if (problem) throw new Error(`no socket for npm run staff:invite: ${problem}`);
  privateFolder(dirname(path));
  if (await answersOn(path)) {
    log.warn({ path }, 'another process answers on the staff:invite socket: left to it');
    return undefined;
  }
  // Left by a shop that was killed: nobody answers on it.
  rmSync(path, { force: true });
  const server = createServer(serve);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(path, 0o600);
  // The HTTP server keeps a shop alive; this socket alone never holds a process open.
  server.unref();
  return server;
}
