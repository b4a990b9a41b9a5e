import { type CSSProperties, type ReactNode } from 'react';
import { cx } from '../ui/cx';
import styles from './page-frame.module.css';
import { PageHead } from './page-head';
import { PageHeader, type PageHeaderProps } from './page-header';

export interface PageFrameProps extends Pick<PageHeaderProps, 'eyebrow' | 'intro' | 'back'> {
  /** The page's heading, also its title on the tab and in search results ('<title> · Olmo'). */
  title: string;
  /** One or two sentences on the page, in its language, for search results and link previews. */
  description?: string | undefined;
  /**
   * The page's canonical address (its path, no query unless it changes what the page shows),
   * for a page anyone may find in a search engine. Without one the page is a visitor's own
   * (sign-in on the way to checkout, orders, the back office) and is kept out of indexes.
   */
  canonicalPath?: string | undefined;
  /**
   * 'narrow' for one form (a sign-in); 'wide' for two side by side, or a page of content;
   * 'full' for the shop's whole width, the header's and the footer's (a collection's tiles).
   */
  width?: 'narrow' | 'wide' | 'full';
  /** The heading centred (a form's page), or at the start (a work page of the back office). */
  align?: 'center' | 'start';
  children: ReactNode;
}

/**
 * A remote's page: its head (title, description, canonical address or noindex; see PageHead),
 * its header (see PageHeader), its content.
 */
export function PageFrame({
  title,
  description,
  canonicalPath,
  width = 'narrow',
  children,
  ...header
}: PageFrameProps) {
  return (
    <section className={cx(styles.page, styles[width])}>
      <PageHead title={title} description={description} canonicalPath={canonicalPath} />
      <PageHeader title={title} className={styles.header} {...header} />
      {children}
    </section>
  );
}

export interface PagePanelProps {
  /** The panel's heading (an h2), whose element id (with the team prefix) names the panel. */
  heading?: { id: string; text: string } | undefined;
  /** A line under the heading. */
  intro?: string | undefined;
  className?: string | undefined;
  /** A layout of the panel's own (a grid's columns), as a style. */
  style?: CSSProperties | undefined;
  children: ReactNode;
}

/** A framed block of a page: one form, or one part of the page, named by its heading if it has one. */
export function PagePanel({ heading, intro, className, style, children }: PagePanelProps) {
  return (
    <section className={cx(styles.panel, className)} style={style} aria-labelledby={heading?.id}>
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

/** What the page says while its content loads ('Cargando...'), announced politely. */
export function PageStatus({ children }: { children: ReactNode }) {
  return (
    <p className={styles.status} role="status">
      {children}
    </p>
  );
}
