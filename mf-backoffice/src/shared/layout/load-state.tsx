import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageStatus } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import styles from './load-state.module.css';

/** What the page says while its content loads ('Cargando...'). */
export function Loading() {
  const { t } = useTranslation(NAMESPACE);
  return <PageStatus>{t('shared.loading')}</PageStatus>;
}

/** A list with nothing in it, or an order that is not there: a calm line where the content would be. */
export function EmptyNotice({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
