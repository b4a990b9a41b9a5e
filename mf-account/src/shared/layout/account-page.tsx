import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx, usePageTitle } from 'remote-kit';
import styles from './account-page.module.css';
import { type ColumnShares, columnsLayout } from './columns';

interface AccountPageProps {
  title: string;
  intro?: string | undefined;
  /** 'narrow' for one form; 'wide' for two side by side, or a page of content (orders, contact). */
  width?: 'narrow' | 'wide';
  /** A link back, above the title (an order's to the list of orders). */
  back?: { to: string; label: string } | undefined;
  children: ReactNode;
}

/** An account page: its title (also on the browser tab), a line of introduction, its content. */
export function AccountPage({ title, intro, width = 'narrow', back, children }: AccountPageProps) {
  usePageTitle(title);
  return (
    <section className={cx(styles.page, styles[width])}>
      <header className={styles.header}>
        {back && (
          <Link className={styles.back} to={back.to}>
            <span aria-hidden="true">← </span>
            {back.label}
          </Link>
        )}
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </section>
  );
}

interface AccountPanelProps {
  /** The panel's heading (an h2), whose element id names the panel. */
  heading?: { id: string; text: string } | undefined;
  /** A line under the heading. */
  intro?: string | undefined;
  /** The heading beside the content rather than above it, in columns of these shares. */
  columns?: ColumnShares | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** A framed block of an account page: one form, or one part of the page. */
export function AccountPanel({ heading, intro, columns, className, children }: AccountPanelProps) {
  const layout = columns
    ? columnsLayout(columns, cx(styles.panel, className))
    : { className: cx(styles.panel, className) };
  return (
    <section {...layout} aria-labelledby={heading?.id}>
      {heading && (
        <header className={styles.panelHeader}>
          <h2 id={heading.id} className={styles.panelTitle}>
            {heading.text}
          </h2>
          {intro && <p className={styles.panelIntro}>{intro}</p>}
        </header>
      )}
      {children}
    </section>
  );
}

/** What the page says while its content loads. */
export function PageStatus({ children }: { children: ReactNode }) {
  return (
    <p className={styles.status} role="status">
      {children}
    </p>
  );
}
