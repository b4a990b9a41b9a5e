import { Link } from 'react-router-dom';
import { cx } from '../ui/cx';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  /** The page's heading: its one h1. */
  title: string;
  /** A short line above the title, naming what kind of page it is ('Ofertas', 'Colección'). */
  eyebrow?: string | undefined;
  /** A line or two under the title, in the page's words. */
  intro?: string | undefined;
  /** A link back, above the title (an order's to the list of orders). */
  back?: { to: string; label: string } | undefined;
  /** The heading centred (the storefront's pages, a form's page), or at the start (a work page, the cart). */
  align?: 'center' | 'start';
  /** Where the header sits on its page (margins, padding): the page's class. */
  className?: string | undefined;
}

/**
 * The header of a page, the same on every remote and the shell: an optional link back, an
 * optional eyebrow line, the title (h1) and an optional introduction. Its place on the page
 * (space around it, width) is the page's; `PageFrame` puts it at the top of its section.
 */
export function PageHeader({ title, eyebrow, intro, back, align = 'center', className }: PageHeaderProps) {
  return (
    <header className={cx(align === 'center' && styles.center, className)}>
      {back && (
        <Link className={styles.back} to={back.to}>
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      )}
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
    </header>
  );
}

/** The class of PageHeader's eyebrow line, for a heading that is not a page's (a home section's). */
export const eyebrowStyle: string = styles.eyebrow ?? '';
