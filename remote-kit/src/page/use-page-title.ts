import { useEffect } from 'react';
import { SHOP_NAME } from './page-head';

/**
 * Names the browser tab while the page is shown (nothing while its title is not known
 * yet), and gives the previous title back afterwards.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** A page's title followed by the shop's name: 'Jarrones · Olmo'. */
export function usePageTitle(title: string | undefined): void {
  useDocumentTitle(title ? `${title} · ${SHOP_NAME}` : undefined);
}
