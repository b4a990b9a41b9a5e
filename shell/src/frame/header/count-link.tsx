import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBusState } from 'remote-kit';
import styles from './header.module.css';

interface CountLinkProps {
  to: string;
  /** Bus state topic of the count; 0 until its service publishes. */
  topic: 'cart.count' | 'wishlist.count';
  /** Pluralised i18n key of the accessible name, which includes the count. */
  labelKey: string;
  children: ReactNode;
}

/** The wishlist or cart icon with its count. */
export function CountLink({ to, topic, labelKey, children }: CountLinkProps) {
  const { t } = useTranslation('shell');
  const count = useBusState(topic, 0);
  return (
    <Link className={styles.iconButton} to={to} aria-label={t(labelKey, { count })}>
      {children}
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
