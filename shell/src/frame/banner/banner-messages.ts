import { ROUTES } from 'shared-contracts';

export interface BannerMessage {
  /** i18n key of the text, in the 'shell' namespace. */
  textKey: string;
  /** How long this message stays before the next one (docs/spec.md §1: each has its own). */
  durationMs: number;
  link?: { to: string; labelKey: string };
}

// Shipping is free on every order: the totals of docs/spec.md §4 have no shipping line.
export const BANNER_MESSAGES: readonly BannerMessage[] = [
  { textKey: 'frame.banner.freeShipping', durationMs: 6000 },
  { textKey: 'frame.banner.securePayment', durationMs: 5000 },
  {
    textKey: 'frame.banner.designService',
    durationMs: 8000,
    link: { to: ROUTES.contact, labelKey: 'frame.banner.designServiceLink' },
  },
];
