import { type ThreeDSFrameMessage, readThreeDSFrameMessage } from 'shared-contracts';
import { pause } from './poll';

type MessageType = ThreeDSFrameMessage['type'];

export interface FrameMessageWait {
  type: MessageType;
  /** The transaction the message must name. */
  serverTransId: string;
  /** The frame's window: a message from any other window is not this frame's. */
  source: () => MessageEventSource | null;
  timeoutMs: number;
  signal: AbortSignal;
}

/**
 * The message a shop's notification page posts from a 3-D Secure frame (shared-contracts
 * frame-messages): only from this page's own origin and from that frame, of that type and
 * transaction. Undefined when the time is over or the signal aborts. A hint that the frame
 * is done, never the outcome: that is the server's.
 */
export async function waitForFrameMessage({
  type,
  serverTransId,
  source,
  timeoutMs,
  signal,
}: FrameMessageWait): Promise<ThreeDSFrameMessage | undefined> {
  const stop = new AbortController();
  const abort = () => stop.abort();
  signal.addEventListener('abort', abort);
  let received: ThreeDSFrameMessage | undefined;
  const listener = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || event.source === null || event.source !== source()) return;
    const message = readThreeDSFrameMessage(event.data);
    if (message?.type !== type || message.server_trans_id !== serverTransId) return;
    received = message;
    stop.abort();
  };
  window.addEventListener('message', listener);
  try {
    await pause(timeoutMs, stop.signal);
    return received;
  } finally {
    window.removeEventListener('message', listener);
    signal.removeEventListener('abort', abort);
  }
}
