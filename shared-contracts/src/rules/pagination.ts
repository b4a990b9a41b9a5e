import { PAGINATION_MAX_NUMBERS } from '../constants/business';

export type PageItem = number | 'gap';

/**
 * The page numbers a pagination bar shows (docs/spec.md §9): always the first, the last and
 * the current page with its neighbours — at most five numbers — with a gap wherever
 * numbers are skipped.
 */
export function paginationWindow(current: number, pageCount: number): PageItem[] {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), pageCount);
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b)
    .slice(0, PAGINATION_MAX_NUMBERS);

  const items: PageItem[] = [];
  shown.forEach((n, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && n - previous > 1) items.push('gap');
    items.push(n);
  });
  return items;
}
