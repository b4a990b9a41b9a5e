import { type CSSProperties } from 'react';

export interface GridColumns {
  desktop: number;
  mobile: number;
}

/** The grid's column counts (GRID_COLUMNS of shared-contracts) as the CSS variables its module reads. */
export function gridColumnsStyle(columns: GridColumns): CSSProperties {
  return {
    '--grid-columns-desktop': columns.desktop,
    '--grid-columns-mobile': columns.mobile,
  } as CSSProperties;
}
