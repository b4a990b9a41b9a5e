import { ROUTES } from 'shared-contracts';
import { type LegalDocument } from '../legal-document';
import { type StorageLabels, storageSubsection } from '../storage-item';
import { privacyMail, route } from '../studio';

const LABELS: StorageLabels = {
  where: 'Where',
  contents: 'Contents',
  purpose: 'Purpose',
  duration: 'Duration',
  type: 'Type',
};

const LOCAL = 'Your browser’s local storage (localStorage)';
const SESSION = 'Your browser’s session storage (sessionStorage)';
const UNTIL_DELETED = 'Until you clear this site’s data in your browser.';
const OWN_TECHNICAL = 'First-party and technical (needed for the service you request).';

const cookiesPolicy: LegalDocument = {
  lastUpdated: '2026-11-22',
  numbered: true,
  intro: [
    'This policy explains which cookies and other data the shop stores in your browser, what it uses them for and how you can manage them, in accordance with Article 22(2) of Spanish Law 34/2002 on information society services and electronic commerce (LSSI-CE).',
  ],
  sections: [
    {
      id: 'what-they-are',
      heading: 'What cookies and local storage are',
      blocks: [
        'Cookies are small files that a website stores in your browser. Local storage (localStorage) and session storage (sessionStorage) are similar browser features: they keep data on your device, not on our servers. The law treats them in the same way as cookies, and this policy explains all of them.',
        'In short: Olmo only uses its own cookies and storage, needed for the shop to work or to remember your choices. We do not use analytics, advertising or social media cookies.',
      ],
    },
    {
      id: 'what-we-store',
      heading: 'What we store in your browser',
      subsections: [
        {
          heading: 'Your answer to the cookie notice',
          where: LOCAL,
          contents: '“true” if you choose Accept and “false” if you choose Deny.',
          purpose: 'To remember your answer, respect it and not show you the notice again.',
          duration: UNTIL_DELETED,
          type: 'First-party and technical.',
        },
        {
          heading: 'Language',
          where: LOCAL,
          contents: 'The language you choose: Spanish or English.',
          purpose: 'To show you the shop in your language on every visit.',
          duration: UNTIL_DELETED,
          type: 'First-party, a preference you choose.',
        },
        {
          heading: 'Your session',
          where: SESSION,
          contents: 'Your session token, your user ID and the date your session expires.',
          purpose: 'To keep you signed in while you browse the shop.',
          duration: 'Deleted when you close the tab, when you sign out or when the session expires.',
          type: OWN_TECHNICAL,
        },
        {
          heading: '“Remember me” cookies',
          where: 'Two cookies set by the shop, created only if you tick “Remember me” when you sign in.',
          contents: 'One holds your session token; the other, your user ID.',
          purpose: 'To keep you signed in when you come back to the shop in that browser.',
          duration: 'Until your session expires at the latest, or until you sign out.',
          type: 'First-party and technical, requested by you. They are sent only to the shop and, over secure connections, only encrypted.',
          notes: [
            'The studio’s staff have their own access to the shop’s management area, with an equivalent session and cookies that are separate from yours.',
          ],
        },
        {
          heading: 'Cart and wishlist while signed out',
          where: LOCAL,
          contents: 'The products in your cart, with their quantities, and those in your wishlist.',
          purpose:
            'To keep them even if you have no account. While you are signed in, they are saved to your account.',
          duration: UNTIL_DELETED,
          type: OWN_TECHNICAL,
        },
        {
          heading: 'Recently viewed products',
          where: SESSION,
          contents: 'The last products you have viewed, 20 at most.',
          purpose: 'To make their pages load faster if you go back to them.',
          duration: 'Deleted when you close the tab.',
          type: OWN_TECHNICAL,
        },
        {
          heading: 'Technical configuration of the shop',
          where: LOCAL,
          contents: 'The addresses of the parts of the shop, with no personal data.',
          purpose: 'To keep the shop working if it cannot download its configuration at some point.',
          duration: UNTIL_DELETED,
          type: OWN_TECHNICAL,
        },
      ].map((item) => storageSubsection(LABELS, item)),
    },
    {
      id: 'third-parties',
      heading: 'Third-party services',
      blocks: [
        'During payment, your bank’s 3-D Secure check opens within the payment page. That content is served by your bank, or its provider, which may use its own cookies to authenticate the payment, under its own responsibility and policy.',
        'The WhatsApp form on the contact page takes you to WhatsApp, which applies its own cookies and policy on its site. The shop does not load any WhatsApp content unless you open it.',
      ],
    },
    {
      id: 'consent',
      heading: 'Your consent',
      blocks: [
        'Everything we store is necessary for the service you ask of us or reflects a choice you make, so the law does not require your consent for it. Even so, when you arrive we show you a notice to inform you and ask you to accept or deny.',
        'Your answer is stored in your browser’s local storage as “true” (accepted) or “false” (denied). If you choose Deny, the shop works just the same, because today we use nothing that needs your consent.',
        'If we ever add analytics, advertising or third-party cookies, we will update this policy and ask for your consent again before turning them on.',
      ],
    },
    {
      id: 'manage',
      heading: 'How to change your answer or delete the data',
      blocks: [
        'You can withdraw your consent or change your answer at any time by clearing this site’s data in your browser. The notice will appear again on your next visit and you can choose again.',
        'In most browsers you can do this from the icon next to the shop’s address (site information or site settings) or from the privacy settings, under cookies and site data. You can also set your browser to block cookies or to warn you before storing them.',
        'Please note that clearing this data also deletes your chosen language and the cart and wishlist you have while signed out, and signs you out. If you block the shop’s cookies and storage, you will not be able to stay signed in or keep your cart.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and contact',
      blocks: [
        [
          'We will update this policy whenever what we store changes; the date of the last update is shown at the top of the page. For any question, write to us at ',
          privacyMail,
          '. How we handle your personal data is explained in the ',
          route('privacy policy', ROUTES.privacyPolicy),
          '.',
        ],
      ],
    },
  ],
};

export default cookiesPolicy;
