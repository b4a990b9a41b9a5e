import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { EmailSchema } from 'shared-contracts';
import { z } from 'zod';
import { apiError } from '../../http/api-error';
import { type SentInvitation } from './staff-invitations.service';

// How `npm run staff:invite` asks a running shop on PGlite (which holds the database: one
// process only) to send the invitation: a Unix socket in the data folder, one JSON line each
// way, one command. The shop's side is staff-invite-socket.ts.

/** The socket's folder in DATA_DIR: only the shop's user may enter it (mode 0700). */
const STAFF_INVITE_SOCKET_DIR = 'run';
const SOCKET_FILE = 'staff-invite.sock';

/** sockaddr_un holds 108 bytes on Linux, the path's closing NUL included (104 on macOS). */
const SOCKET_PATH_MAX_BYTES = 107;

/** The one request: invite this e-mail. Nothing else is understood. */
export const StaffInviteLineSchema = z.strictObject({ invite: EmailSchema });

export const StaffInviteAnswerLineSchema = z.union([
  z.strictObject({ invited: z.strictObject({ expiresAt: z.iso.datetime(), outbox: z.string() }) }),
  /** email_taken: the e-mail has an account; bad_request: not an invite line. */
  z.strictObject({ refused: z.enum(['email_taken', 'bad_request']) }),
  /** The shop could not send it (its log says why, as for a 500). */
  z.strictObject({ failed: z.literal('internal') }),
]);
export type StaffInviteAnswerLine = z.infer<typeof StaffInviteAnswerLineSchema>;

/** The socket's absolute path for a data folder (the shop and the command agree on it). */
export function staffInviteSocketPath(dataDir: string): string {
  return join(resolve(dataDir), STAFF_INVITE_SOCKET_DIR, SOCKET_FILE);
}

/** Why a socket cannot be made at `path`, if it cannot. */
export function socketPathProblem(path: string): string | undefined {
  const bytes = Buffer.byteLength(path);
  if (bytes <= SOCKET_PATH_MAX_BYTES) return undefined;
  return (
    `its path ${path} is ${bytes} bytes, past the ${SOCKET_PATH_MAX_BYTES} a Unix socket's path ` +
    'may have: use a shorter DATA_DIR'
  );
}

/** How long the command waits for the shop's answer (an SMTP server may be slow). */
const ANSWER_TIMEOUT_MS = 60_000;

/** The shop holds the database but cannot take the invitation over its socket. */
export class RunningShopProblem extends Error {
  override name = 'RunningShopProblem';
}

/**
 * Asks the shop listening on the data folder's socket to invite `email`. Undefined when no
 * one listens there (no socket file, or one left by a shop that died): an older shop, or one
 * still starting.
 */
export async function inviteThroughRunningShop(
  dataDir: string,
  email: string,
): Promise<SentInvitation | undefined> {
  const path = staffInviteSocketPath(dataDir);
  const problem = socketPathProblem(path);
  if (problem) throw new RunningShopProblem(`the shop takes no invitations over its socket: ${problem}.`);
  const line = await exchange(path, `${JSON.stringify({ invite: email })}\n`);
  if (line === undefined) return undefined;
  const parsed = StaffInviteAnswerLineSchema.safeParse(parseJson(line));
  if (!parsed.success) throw new RunningShopProblem(`the shop answered something unexpected on ${path}.`);
  const answer = parsed.data;
  if ('invited' in answer)
    return { expiresAt: new Date(answer.invited.expiresAt), outbox: answer.invited.outbox };
  // The same refusal as the service's, for the command to word as it words that one.
  if ('refused' in answer && answer.refused === 'email_taken') throw apiError(409, 'email', 'email_taken');
  if ('refused' in answer)
    throw new RunningShopProblem('the running shop did not understand the request: is it another version?');
  throw new RunningShopProblem('the running shop could not send the invitation: its log says why.');
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** Sends `request` and resolves to the answer's line; undefined when nobody listens. */
function exchange(path: string, request: string): Promise<string | undefined> {
  return new Promise((resolvePromise, reject) => {
    const socket = connect(path);
    let received = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.setTimeout(ANSWER_TIMEOUT_MS, () =>
      socket.destroy(new RunningShopProblem(`the shop did not answer on ${path} within a minute.`)),
    );
    socket.on('connect', () => {
      connected = true;
      // Not end(): the shop answers on this same connection, then ends it.
      socket.write(request);
    });
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolvePromise(received.split('\n')[0]));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolvePromise(undefined);
      else if (error.code === 'EACCES')
        reject(
          new RunningShopProblem(
            `${path} belongs to another user: run this command as the user the shop runs as.`,
          ),
        );
      else reject(error);
    });
  });
}
