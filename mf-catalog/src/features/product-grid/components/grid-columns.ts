import { type ColumnCounts } from '../../../shared/first-screen-images';
import { type CSSProperties } from 'react';

export type { ColumnCounts as GridColumns } from '../../../shared/first-screen-images';

/** The grid's column counts (GRID_COLUMNS of shared-contracts) as the CSS variables its module reads. */
export function gridColumnsStyle(columns: ColumnCounts): CSSProperties {
  return {
    '--grid-columns-desktop': columns.desktop,
    '--grid-columns-mobile': columns.mobile,
  } as CSSProperties;
}
