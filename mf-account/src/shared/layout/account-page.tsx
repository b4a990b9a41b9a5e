import { type ReactNode } from 'react';
import { PagePanel } from 'remote-kit';
import { type ColumnShares, columnsLayout } from './columns';

// An account page is the kit's page frame (title, also on the tab; intro; narrow or wide;
// a back link), its heading centred; its status line the kit's too.
export { PageFrame as AccountPage, PageStatus } from 'remote-kit';

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

/** A framed block of an account page (the kit's panel), its heading beside its content in `columns`. */
export function AccountPanel({ columns, className, ...panel }: AccountPanelProps) {
  const layout = columns ? columnsLayout(columns, className) : { className };
  return <PagePanel {...panel} {...layout} />;
}
