import { ROUTES } from 'shared-contracts';
import { type NavigationLink } from '../header/navigation-links';

export const HELP_LINKS: readonly NavigationLink[] = [
  { labelKey: 'frame.footer.faqs', to: ROUTES.faqs },
  { labelKey: 'frame.footer.shipping', to: ROUTES.shipping },
  { labelKey: 'frame.footer.refunds', to: ROUTES.refundsPolicy },
  { labelKey: 'frame.footer.contact', to: ROUTES.contact },
];

export const LEGAL_LINKS: readonly NavigationLink[] = [
  { labelKey: 'frame.footer.legalAdvise', to: ROUTES.legalAdvise },
  { labelKey: 'frame.footer.termsOfUse', to: ROUTES.termsOfUse },
  { labelKey: 'frame.footer.privacyPolicy', to: ROUTES.privacyPolicy },
  { labelKey: 'frame.footer.cookiesPolicy', to: ROUTES.cookiesPolicy },
];

export type SocialNetwork = 'Instagram' | 'Pinterest' | 'Facebook';

// The studio's profile addresses go here; until it gives them, the networks' own pages.
export const SOCIAL_LINKS: ReadonlyArray<{ network: SocialNetwork; href: string }> = [
  { network: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'Pinterest', href: 'https://www.pinterest.com/' },
  { network: 'Facebook', href: 'https://www.facebook.com/' },
];
