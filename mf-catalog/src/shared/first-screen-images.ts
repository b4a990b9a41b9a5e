/**
 * How a grid's picture loads: on the first screen at once ('eager'), the first of them ahead
 * of other images ('priority': a page's largest paint is often one of them), further down
 * once scrolled near ('lazy'). A lazy picture waits for the page's layout before it is asked for.
 */
export type GridImageLoading = 'priority' | 'eager' | 'lazy';

/** A grid's column counts at the widest layout and on mobile. */
export interface ColumnCounts {
  desktop: number;
  mobile: number;
}

/**
 * The first row at the widest layout is on the first screen at every width (on mobile, its
 * first rows); the first mobile row's pictures go first.
 */
export function gridImageLoading(index: number, columns: ColumnCounts): GridImageLoading {
  if (index < columns.mobile) return 'priority';
  return index < columns.desktop ? 'eager' : 'lazy';
}

/** The `<img>` attributes for a way of loading. */
export function imageLoadingAttributes(loading: GridImageLoading) {
  return {
    loading: loading === 'lazy' ? ('lazy' as const) : undefined,
    fetchPriority: loading === 'priority' ? ('high' as const) : undefined,
  };
}
