import { useEffect } from 'react';

/** Sets the browser tab's title while the page is shown, and gives the old one back after. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
