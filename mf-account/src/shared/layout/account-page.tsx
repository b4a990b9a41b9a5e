import { type ReactNode } from 'react';
import { cx, usePageTitle } from 'remote-kit';
import styles from './account-page.module.css';

interface AccountPageProps {
  title: string;
  intro?: string | undefined;
  /** 'narrow' for one form, 'wide' for two side by side. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** An account page: its title (also on the browser tab), a line of introduction, its content. */
export function AccountPage({ title, intro, width = 'narrow', children }: AccountPageProps) {
  usePageTitle(title);
  return (
    <section className={cx(styles.page, styles[width])}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </section>
  );
}

/** A framed block of an account page: one form, or one part of the profile. */
export function AccountPanel({
  children,
  labelledBy,
  className,
}: {
  children: ReactNode;
  labelledBy?: string;
  className?: string;
}) {
  return (
    <section className={cx(styles.panel, className)} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
