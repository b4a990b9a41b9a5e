import { type CSSProperties, type ReactNode } from 'react';
import { cx } from 'remote-kit';
import styles from './columns.module.css';

/** Two columns' shares of the width: [2, 3] gives two fifths and three fifths. */
export type ColumnShares = readonly [number, number];

/** The class and style of an element laid out in two columns (one above the other on mobile). */
export function columnsLayout(shares: ColumnShares, className?: string) {
  return {
    className: cx(styles.columns, className),
    style: { '--account-columns': shares.map((share) => `minmax(0, ${share}fr)`).join(' ') } as CSSProperties,
  };
}

/** Two columns side by side, one above the other on mobile (docs/spec.md §1). */
export function Columns({ shares, children }: { shares: ColumnShares; children: ReactNode }) {
  return <div {...columnsLayout(shares)}>{children}</div>;
}
