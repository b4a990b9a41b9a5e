import { ROUTES } from 'shared-contracts';
import { type LegalDocument } from '../legal-document';
import { route, studioMail } from '../studio';

const termsOfUse: LegalDocument = {
  lastUpdated: '2026-11-22',
  numbered: true,
  intro: [
    [
      'These terms govern the use of the shop and the purchase of products in it. They complement the ',
      route('legal notice', ROUTES.legalAdvise),
      ', where you will find Olmo’s details and the rules on taxes, prices, payment methods, complaints and applicable law. They are general terms and conditions of contract within the meaning of Spanish Law 7/1998 of April 13.',
    ],
  ],
  sections: [
    {
      id: 'who-can-buy',
      heading: 'Who can buy',
      blocks: [
        'The shop sells to consumers who are of legal age and have the legal capacity to enter into contracts.',
        [
          'If you are buying for your company or for your professional activity, write to us at ',
          studioMail,
          ' before ordering: some rules in these terms that are designed for consumers, such as the right of withdrawal, do not apply to those purchases.',
        ],
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        'To pay and see your orders you need an account, which you create with your email address and a password. You are responsible for keeping your password secret and for what is done with your account until you tell us about any misuse.',
        'If you tick “Remember me”, your session stays open in that browser until it expires or you sign out. On shared devices, do not tick it and sign out when you finish.',
      ],
    },
    {
      id: 'products',
      heading: 'Product information',
      blocks: [
        'Each product has a description, its dimensions in centimeters (width, height and length) and several photographs. Next to the price we show its availability: “In stock”, how many units are left when there are fewer than ten, or “Ask availability” when it is sold out.',
        'Colors may look slightly different depending on your screen. Wood, natural fibers and handmade ceramics show variations in grain, tone and texture that are part of each piece and are not defects.',
      ],
    },
    {
      id: 'ordering',
      heading: 'How to place an order',
      blocks: [
        {
          ordered: true,
          list: [
            'You add products to the cart. In the cart you can change quantities, remove products and apply a discount code.',
            'At checkout, you sign in or create your account.',
            'You enter your billing and delivery addresses; by default, the delivery address is the same as the billing address.',
            'You pay with your Visa or Mastercard card and, if your bank asks, confirm the payment with 3-D Secure.',
            'You see the confirmation with your order code on screen.',
          ],
        },
        'Until you pay, you can review the order summary and correct any details: go back to the cart to change products or quantities, or edit the addresses in their step.',
        [
          'The contract is concluded when your bank authorizes the payment and you see the confirmation; at that moment the order status changes to “Received”. We will also send you the confirmation by email. We keep the electronic record of each order, and you can see it at any time in ',
          route('My orders', ROUTES.orders),
          '.',
        ],
        'You can buy in Spanish or in English: the contract is concluded in the language you use in the shop.',
      ],
    },
    {
      id: 'availability',
      heading: 'Availability',
      blocks: [
        'The cart does not accept more units than we have in stock and, before you pay, we check the availability and prices of the whole order again. If anything has changed, we show it in the cart so that you can decide.',
        'If, exceptionally, a product you have paid for became unavailable, we will tell you as soon as we know and refund what you paid for it without delay, or offer you an alternative that will only apply if you accept it.',
      ],
    },
    {
      id: 'prices-and-coupons',
      heading: 'Prices and discount codes',
      blocks: [
        [
          'Prices are in euros and include VAT, as explained in the ',
          route('legal notice', ROUTES.legalAdvise),
          '. The price that applies is the one shown when you confirm your order.',
        ],
        'Only one discount code can be applied per order. Each code takes a percentage off the amount of the products, may have a validity period and cannot be exchanged for cash. We will not accept codes obtained fraudulently.',
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      blocks: [
        'Payment is by Visa or Mastercard card, with 3-D Secure authentication. Your card is charged in euros when your bank authorizes the payment. If the payment is not authorized, the order is not completed and nothing is charged.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery',
      blocks: [
        'We deliver your order to the delivery address you give us. Unless we agree on a different time with you, we will do so no later than 30 calendar days after the contract is concluded, as set out in Article 66 bis of Royal Legislative Decree 1/2007. If we could not meet that deadline, we will tell you and you may cancel the order and get back what you paid.',
        'The risk of loss of or damage to the products passes to you when you, or a person you have named, receive them. If you notice any damage when your order arrives, follow the steps in the returns and refunds policy.',
      ],
    },
    {
      id: 'returns',
      heading: 'Withdrawal, returns and guarantee',
      blocks: [
        [
          'You have 14 calendar days to withdraw from your purchase without giving any reason, except in the cases provided for by law, and all products carry a three-year legal guarantee of conformity. We explain both in the ',
          route('returns and refunds policy', ROUTES.refundsPolicy),
          '.',
        ],
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use of the shop',
      blocks: [
        'When you use the shop, you agree not to:',
        {
          list: [
            'provide false data or someone else’s data, or pay with a card you are not authorized to use;',
            'access the shop with bots or automated programs, or extract its content in bulk;',
            'try to access other accounts or restricted areas, or tamper with prices, stock or discounts;',
            'introduce viruses or anything else that could harm the shop or other users’ devices;',
            'use the shop for unlawful purposes or against these terms.',
          ],
        },
        'If you break these rules, we may suspend your account and cancel the orders concerned, refunding what you paid for them.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        [
          'The content of the shop belongs to Olmo or its licensors. You may use it under the website license described in the ',
          route('legal notice', ROUTES.legalAdvise),
          '.',
        ],
      ],
    },
    {
      id: 'contact',
      heading: 'Contact and complaints',
      blocks: [
        [
          'For any question or complaint, write to us at ',
          studioMail,
          ' or from the ',
          route('contact', ROUTES.contact),
          ' page. We answer complaints within one month at the latest.',
        ],
      ],
    },
    {
      id: 'law',
      heading: 'Applicable law',
      blocks: [
        'These terms are governed by Spanish law. If you are a consumer, the courts of your place of residence have jurisdiction. If any clause were held void, the others would remain valid.',
      ],
    },
  ],
};

export default termsOfUse;
