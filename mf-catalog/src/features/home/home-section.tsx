import { type ReactNode, useId } from 'react';
import { eyebrowStyle } from 'remote-kit';
import styles from './home-section.module.css';

interface HomeSectionProps {
  /** The in-page anchor the hero's links point at. */
  anchor: string;
  eyebrow: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A section of the home: a landmark named after its title, its eyebrow a page header's. */
export function HomeSection({ anchor, eyebrow, title, intro, children }: HomeSectionProps) {
  const titleId = useId();
  return (
    <section id={anchor} className={styles.section} aria-labelledby={titleId}>
      <header className={styles.heading}>
        <p className={eyebrowStyle}>{eyebrow}</p>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </section>
  );
}
