import { Link } from 'react-router-dom';
import styles from './sign-in-links.module.css';

export interface SignInLink {
  /** Words before the link ('No account yet?'), if any. */
  lead?: string;
  label: string;
  to: string;
}

/** The links under a sign-in form: to register, to recover a password, back to sign in. */
export function SignInLinks({ links }: { links: readonly SignInLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map(({ lead, label, to }) => (
        <li key={to}>
          {lead && <span className={styles.lead}>{lead} </span>}
          <Link className={styles.link} to={to}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
