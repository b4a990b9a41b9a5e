import { ROUTES } from 'shared-contracts';
import { type LegalDocument } from '../legal-document';
import { STUDIO, privacyMail, route, studioMail } from '../studio';

const legalAdvise: LegalDocument = {
  lastUpdated: '2026-11-22',
  numbered: true,
  sections: [
    {
      id: 'introduction',
      heading: 'Introduction',
      blocks: [
        'As required by Article 10 of Spanish Law 34/2002 of July 11 on information society services and electronic commerce (LSSI-CE), these are the details of the owner of this online shop:',
        {
          facts: [
            { term: 'Owner', detail: STUDIO.legalName },
            { term: 'Trade name', detail: STUDIO.brand },
            { term: 'Tax ID (NIF)', detail: STUDIO.taxId },
            {
              term: 'Registered office',
              detail: `${STUDIO.street}, ground floor, ${STUDIO.postCode} ${STUDIO.city}, Spain`,
            },
            { term: 'Email', detail: [studioMail] },
            {
              term: 'Registration',
              detail: `Registered in the Madrid Commercial Registry, volume ${STUDIO.registry.tomo}, folio ${STUDIO.registry.folio}, sheet ${STUDIO.registry.hoja}`,
            },
            { term: 'Website', detail: STUDIO.website },
          ],
        },
        `This legal notice governs access to and use of ${STUDIO.website} (“the shop”). Through the shop, Olmo sells furniture, decor, lamps and accessories, selected or designed by its interior design studio, to consumers.`,
        [
          'Purchases are also governed by the ',
          route('terms of use', ROUTES.termsOfUse),
          ' and the ',
          route('returns and refunds policy', ROUTES.refundsPolicy),
          '. How we handle your data is explained in the ',
          route('privacy policy', ROUTES.privacyPolicy),
          ' and the ',
          route('cookie policy', ROUTES.cookiesPolicy),
          '.',
        ],
      ],
    },
    {
      id: 'acceptance',
      heading: 'Acceptance',
      blocks: [
        'By browsing the shop you become a user and accept this legal notice in the version published at that time. If you do not agree with it, please do not use the shop.',
        'To buy, you must be of legal age and have the legal capacity to enter into contracts. Each order is governed by the terms published when it is placed; we recommend that you read them and save or print them before paying.',
      ],
    },
    {
      id: 'taxes',
      heading: 'Taxes',
      blocks: [
        'Prices in the shop include Spanish value added tax (VAT, IVA in Spanish) at the standard rate of 21%, under Law 37/1992 of December 28 on Value Added Tax. The amount shown next to each product and in the order summary is the final price of the product, all taxes included.',
        'Deliveries to the Canary Islands, Ceuta and Melilla are not subject to Spanish VAT but to the local indirect tax of each territory (IGIC or IPSI), and may involve customs formalities. If your delivery address is in one of these territories, please write to us before ordering and we will tell you the applicable price and formalities.',
        [
          'If you need a full invoice with your tax details, request it at ',
          studioMail,
          ' with your order code, your name or company name, your tax ID and your tax address.',
        ],
      ],
    },
    {
      id: 'prices',
      heading: 'Prices',
      blocks: [
        'All prices are in euros, with two decimal places, followed by the euro sign (for example, 349.00\u00a0€). Your card is also charged in euros.',
        'The applicable price is the one shown in the shop when you confirm your order. We may change prices at any time, but changes do not affect orders already confirmed.',
        'When a product is on sale, we also show its previous price and the percentage you save. The previous price is the lowest price the product had in the shop during the 30 days before the reduction.',
        'Discount codes take a percentage off the amount of the products in the cart. Only one code can be used per order, and codes cannot be exchanged for cash.',
        'If an order has shipping costs, they are shown separately before you pay. If, because of an obvious technical error, a product were shown at a clearly wrong price, we will let you know before preparing the order and you may either confirm it at the correct price or cancel it with a full refund of what you paid.',
      ],
    },
    {
      id: 'payment-methods',
      heading: 'Payment methods',
      blocks: [
        'We accept Visa and Mastercard credit and debit cards. We do not accept other cards (such as American Express, Diners Club, Discover or JCB), bank transfers or cash on delivery.',
        'Every payment is authenticated with 3-D Secure (Visa Secure and Mastercard Identity Check), the system your bank uses to check that it is really you who is paying, as required by payment services law (Spanish Royal Decree-Law 19/2018 of November 23). Depending on the case, your bank may approve the payment straight away or ask you to confirm it in its app, with a code or in another way; this check appears in a window from your bank within the payment page.',
        'Your card is charged when your bank authorizes the payment, and at that moment the order status changes to “Received”. If the payment is not authorized, nothing is charged and you can try again or write to us.',
        'Card details travel encrypted to our payment gateway. We never store the security code (CVC), and of the rest we keep at most the card brand, the last four digits and the expiry date. Olmo does not add any surcharge for paying by card.',
      ],
    },
    {
      id: 'user-registration',
      heading: 'User registration',
      blocks: [
        'You can browse, save products to your wishlist and fill your cart without registering. To complete a purchase and see your orders you need an account, which you create with your email address and a password.',
        'You agree to provide accurate information and keep it up to date, and not to disclose your password. If you tick “Remember me” when you sign in, your session stays open in that browser until it expires or you sign out, so do not tick it on shared devices.',
        [
          'If you think someone has accessed your account, write to us as soon as possible at ',
          studioMail,
          ' so that we can block access. We may suspend or close an account that is used fraudulently or against this legal notice; we will let you know unless the law prevents us from doing so.',
        ],
        [
          'You can ask us to close your account at any time by writing to ',
          privacyMail,
          '. Data about orders already placed is kept for as long as the law requires, as explained in the ',
          route('privacy policy', ROUTES.privacyPolicy),
          '.',
        ],
      ],
    },
    {
      id: 'website-license',
      heading: 'Website license',
      blocks: [
        'The content of the shop (texts, photographs of products and projects, designs, logos, videos, code, and the selection and arrangement of all of them) belongs to Olmo or to third parties who have authorized Olmo to use it, and is protected by the Spanish Intellectual Property Law (Royal Legislative Decree 1/1996 of April 12) and by industrial property law.',
        'Olmo grants you a limited, personal, non-exclusive, non-transferable and revocable license to view the shop, buy from it, and save or print pages for your personal, non-commercial use.',
        'Without Olmo’s prior written permission, you may not reproduce, distribute, publicly communicate or transform the content, extract it in bulk or by automated means (for example, with bots or scraping techniques), or display the shop within another website.',
        'The media logos and third-party trademarks that appear in the shop belong to their owners. Their presence does not give you any rights over them.',
        [
          'If you believe that any content in the shop infringes your rights, write to us at ',
          studioMail,
          ' and we will look into it promptly.',
        ],
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      blocks: [
        [
          'If something has gone wrong, write to us at ',
          studioMail,
          ' or from the ',
          route('contact', ROUTES.contact),
          ' page, including your order code if you have one. You can also write to our registered office by post.',
        ],
        'Official complaint forms (hojas de reclamaciones) are available to consumers: ask us for one by email and we will send it to you.',
        'We will answer your complaint as soon as possible and in any case within one month of receiving it, as required by Article 21 of the Spanish consolidated General Law for the Defense of Consumers and Users.',
        'If you are not satisfied with our answer, you can contact your local consumer information office (OMIC) or the consumer services of your autonomous community. Olmo agrees to submit consumer complaints to the Spanish Consumer Arbitration System, through the Consumer Arbitration Board of the Community of Madrid or the one for your place of residence.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        'We work to keep the shop available and working well, but we cannot guarantee that it will never be interrupted for maintenance, by technical failures or for reasons beyond our control. When we expect a long interruption, we try to give notice in advance.',
        'We take care over the information for each product: description, dimensions in centimeters and photographs. Even so, colors may look different depending on your screen, and pieces made of wood, natural fibers or handmade ceramics show variations in grain, tone and texture that belong to the material; they are part of each piece’s character, not defects.',
        'We are not responsible for the content of third-party websites linked from the shop, or for damage caused by using the shop against this legal notice or the law.',
        'Nothing above limits any liability that the law does not allow to be excluded, such as our liability to consumers for products that do not conform to the contract (legal guarantee), for defective products, or for damage caused intentionally or by gross negligence.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes',
      blocks: [
        'We may update this legal notice to reflect changes in the law, in technology or in the shop itself. The date of the last update is shown at the top of this page.',
        'Changes do not affect orders already placed, which are governed by the terms in force when they were placed, unless the law provides otherwise. If a change is significant and you have an account, we will tell you by email reasonably in advance.',
      ],
    },
    {
      id: 'applicable-law',
      heading: 'Applicable law and jurisdiction',
      blocks: [
        'This legal notice and purchases made in the shop are governed by Spanish law.',
        'Any dispute will be submitted to the Spanish courts. If you are a consumer, the courts of your place of residence will have jurisdiction; in all other cases, the courts of the city of Madrid.',
        'If you are a consumer residing in another member state of the European Union, nothing above deprives you of the protection given to you by the mandatory rules of your country of residence, or of the courts that European Union law allows you to go to.',
      ],
    },
  ],
};

export default legalAdvise;
