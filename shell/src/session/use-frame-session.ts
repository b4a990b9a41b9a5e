import { useSnapshot } from 'valtio';
import { useHydrating } from 'remote-kit';
import { sessionState } from './session-store';
import { type SessionKind } from './session-kind';

/**
 * Whether the frame shows someone signed in: never on the server (no page it renders holds a
 * session), so not while the page hydrates either; the visitor's own session right after.
 */
export function useFrameSession(kind: SessionKind) {
  const sessions = useSnapshot(sessionState);
  return useHydrating() ? null : sessions[kind];
}
