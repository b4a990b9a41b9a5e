/**
 * The cookie where the shell keeps which layout the visitor's screen takes ('mobile' at
 * MOBILE_BREAKPOINT_PX or less, else 'desktop'), so the server renders a page in it.
 */
export const LAYOUT_COOKIE = 'shop_layout';

export interface LayoutHints {
  /** The layout cookie's value. */
  cookie: string | undefined;
  /** The Sec-CH-UA-Mobile request header ('?1' on a phone), which Chromium browsers send. */
  mobileHint: string | undefined;
  userAgent: string | undefined;
}

/**
 * Whether the server renders a page in the mobile layout: the visitor's own layout when the
 * shell has told it (the cookie); on a first visit, a guess from the browser's mobile hint or
 * its user agent. A wrong guess is put right by the browser as the page hydrates.
 */
export function mobileLayoutOf({ cookie, mobileHint, userAgent }: LayoutHints): boolean {
  if (cookie === 'mobile') return true;
  if (cookie === 'desktop') return false;
  if (mobileHint === '?1') return true;
  if (mobileHint === '?0') return false;
  return /Mobi|Android|iPhone/i.test(userAgent ?? '');
}
