import { Link } from 'react-router-dom';
import { buttonStyles } from '../ui/buttons';
import { FormAlert } from './form-alert';
import styles from './signed-in-notice.module.css';

interface SignedInNoticeProps {
  /** Why there is no form: 'You are already signed in…'. */
  message: string;
  /** The way on, as that person. */
  continueTo: { to: string; label: string };
  /** Signing out first (the shell's sign-out, through the bus). */
  logout: { label: string; onClick: () => void };
}

/**
 * What a sign-in page shows to someone signed in already: signing in again as someone else
 * would mix two people's data, so the way is to go on, or to sign out first.
 */
export function SignedInNotice({ message, continueTo, logout }: SignedInNoticeProps) {
  return (
    <FormAlert tone="info">
      <p>{message}</p>
      <div className={styles.actions}>
        <Link className={buttonStyles.primary} to={continueTo.to}>
          {continueTo.label}
        </Link>
        <button type="button" className={buttonStyles.secondary} onClick={logout.onClick}>
          {logout.label}
        </button>
      </div>
    </FormAlert>
  );
}
