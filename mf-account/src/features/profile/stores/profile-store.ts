import { type ProfileAnswer } from 'shared-contracts';
import { apiClient } from 'remote-kit';
import { proxy } from 'valtio/vanilla';
import { getProfile } from '../api/get-profile';

export type ProfileStatus = 'loading' | 'ready' | 'failed';

interface ProfileState {
  /** Whose profile this is: another customer's is never shown. */
  userId: number | undefined;
  status: ProfileStatus;
  profile: ProfileAnswer | undefined;
}

/** The signed-in customer's account, as /profile shows it. */
export const profileState = proxy<ProfileState>({ userId: undefined, status: 'loading', profile: undefined });

let inFlight: AbortController | undefined;

/**
 * Loads a customer's profile. The one already shown stays while it is loaded again, and
 * stays if that fails; a first load that fails is 'failed'. A refused token (401) signs
 * the customer out through the kit's client, and the page leaves.
 */
export async function loadProfile(userId: number): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  if (profileState.userId !== userId) profileState.profile = undefined;
  profileState.userId = userId;
  profileState.status = profileState.profile ? 'ready' : 'loading';

  const result = await getProfile(apiClient(), controller.signal);
  if (inFlight !== controller) return;
  inFlight = undefined;
  if (result.kind === 'ok') {
    profileState.profile = result.data;
    profileState.status = 'ready';
  } else if (!profileState.profile) {
    profileState.status = 'failed';
  }
}

/** Forgets the profile (signed out): nothing of it stays in memory for the next customer. */
export function forgetProfile(): void {
  inFlight?.abort();
  inFlight = undefined;
  profileState.userId = undefined;
  profileState.profile = undefined;
  profileState.status = 'loading';
}
