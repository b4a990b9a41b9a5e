import { apiClient, useBus } from 'remote-kit';
import { ChangePasswordForm as KitChangePasswordForm } from 'remote-kit/form';
import { changePasswordCall } from 'shared-contracts';

/**
 * The kit's password change on the customer's call: errors under each field (a wrong
 * current password under it); on success the new session goes to the shell (the change
 * ended every older token, this page's too), then a message and every field emptied.
 */
export function ChangePasswordForm({ labelledBy }: { labelledBy: string }) {
  const bus = useBus();
  return (
    <KitChangePasswordForm
      idPrefix="account-profile"
      changePassword={(body) => apiClient().call(changePasswordCall, { body })}
      // Not a sign-in: no new signInId, so no after-sign-in work (merges) runs again.
      onChanged={({ session }) => bus.publish('session.renewed', { session })}
      labelledBy={labelledBy}
    />
  );
}
