import { useEffect } from 'react';

/** The shop's name after each page's own title in the browser tab. */
const SHOP_NAME = 'Olmo';

/**
 * Names the browser tab after the page while it is shown (nothing while its title is not
 * known yet), and gives the previous title back afterwards.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = `${title} · ${SHOP_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
