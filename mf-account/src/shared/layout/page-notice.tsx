import { Link } from 'react-router-dom';
import { buttonStyles } from 'remote-kit';
import styles from './page-notice.module.css';

/**
 * A short message where the page's content would be, and the way on: a customer not
 * signed in, an empty list, a product the shop does not have.
 */
export function PageNotice({ text, action }: { text: string; action: { to: string; label: string } }) {
  return (
    <div className={styles.notice}>
      <p>{text}</p>
      <Link className={buttonStyles.primary} to={action.to}>
        {action.label}
      </Link>
    </div>
  );
}
