import { ROUTES } from 'shared-contracts';
import { type LegalDocument } from '../legal-document';
import { STUDIO, route, studioMail } from '../studio';

const postalAddress = `${STUDIO.legalName}, ${STUDIO.street}, ground floor, ${STUDIO.postCode} ${STUDIO.city}, Spain`;

const refundsPolicy: LegalDocument = {
  lastUpdated: '2026-11-22',
  numbered: true,
  intro: [
    'This policy explains how to return a product bought in the shop and how we refund you. It applies to purchases you make as a consumer and follows the Spanish consolidated General Law for the Defense of Consumers and Users, approved by Royal Legislative Decree 1/2007 of November 16.',
  ],
  sections: [
    {
      id: 'withdrawal-right',
      heading: 'Your right of withdrawal',
      blocks: [
        'You have 14 calendar days to withdraw from your purchase without giving any reason and without any penalty (Articles 102 to 108 of Royal Legislative Decree 1/2007).',
        {
          list: [
            'The period starts on the day you receive the product, or the day it is received by a person you have named (other than the carrier).',
            'If an order with several products arrives in separate deliveries, the period starts on the day you receive the last one.',
            'It is enough to tell us your decision before the period ends.',
          ],
        },
      ],
    },
    {
      id: 'how-to-withdraw',
      heading: 'How to withdraw',
      blocks: [
        [
          'Tell us your decision clearly: by email to ',
          studioMail,
          ', from the ',
          route('contact', ROUTES.contact),
          ` page, or by post to ${postalAddress}. Include your name, your order code and the products you want to return.`,
        ],
        'You may use the model withdrawal form at the end of this page, but you do not have to. We will confirm by email that we have received your request and send you the return instructions.',
      ],
    },
    {
      id: 'returning-products',
      heading: 'How to send the products back',
      blocks: [
        'Send the products back without delay and no later than 14 calendar days after the day you tell us you are withdrawing. You meet the deadline if you send them before it ends.',
        'Accessories, decor and lamps that can be sent by regular courier can be returned by any means you choose to the address we give you. You bear the direct cost of that return.',
        'Furniture and other bulky products cannot be returned by post: we arrange collection from your home. You bear its cost, which is at most 75.00\u00a0€ per order within mainland Spain; we will confirm the exact amount before collection.',
        'Return the products complete, with all their parts and, if possible, in their original packaging or in other packaging that protects them in transit.',
        'You may examine the product as you would in a store. You are only liable for any loss in value caused by handling it beyond what is needed to establish its nature, characteristics and functioning (for example, a piece of furniture that has been assembled and used, or shows signs of use).',
      ],
    },
    {
      id: 'refund',
      heading: 'Refund',
      blocks: [
        'We will refund all payments received for the returned products, including the original delivery costs, without undue delay and in any case within 14 calendar days of the day you tell us you are withdrawing. If you chose a more expensive delivery method than the standard one we offer, we will not refund the difference.',
        'The refund is made to the same Visa or Mastercard card you paid with, at no cost to you. How long it takes to show in your account depends on your bank.',
        'We may withhold the refund until we have received the products back or until you show us that you have sent them, whichever comes first.',
        'If you used a discount code, we refund what you actually paid for the returned products: when you return only part of an order, the discount is shared out in proportion to the price of each product.',
      ],
    },
    {
      id: 'exceptions',
      heading: 'Exceptions',
      blocks: [
        'Article 103 of Royal Legislative Decree 1/2007 excludes the right of withdrawal in some cases. In our shop it mainly affects:',
        {
          list: [
            'Products made to your specifications or clearly personalized: made-to-measure furniture, pieces upholstered in the fabric you choose, finishes or colors outside our catalog, and any piece we order specially for you.',
            'Sealed products that cannot be returned for health protection or hygiene reasons, if they have been unsealed after delivery.',
          ],
        },
        'When a product cannot be returned under the right of withdrawal, we say so in its description or before you confirm the order. Catalog products in their usual finishes can be returned, even if we make them after you order.',
        'These exceptions do not affect the legal guarantee: if a made-to-measure product has a defect, you have the rights explained below.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Defective, damaged or wrong products',
      blocks: [
        'All products carry a three-year legal guarantee of conformity from delivery (Article 120 of Royal Legislative Decree 1/2007). If a product has a defect, arrives damaged or is not what you ordered, you are entitled to have it repaired or replaced at no cost to you; if that is not possible or we do not do it within a reasonable time, you can ask for a price reduction or cancel the purchase and get back what you paid.',
        [
          'Write to us at ',
          studioMail,
          ' with your order code, a description of the problem and, if you can, photos. We arrange the collection and cover all its costs.',
        ],
        'If the damage happened in transit, we would be grateful if, when possible, you noted it on the carrier’s delivery slip and told us as soon as possible. This helps us solve it faster, but it is not a requirement and does not limit your rights.',
      ],
    },
    {
      id: 'withdrawal-form',
      heading: 'Model withdrawal form',
      blocks: [
        'Complete and return this form only if you wish to withdraw from the contract. It is the model form set out in Annex B of Royal Legislative Decree 1/2007:',
        {
          list: [
            `To ${postalAddress}, ${STUDIO.email}:`,
            'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods/for the provision of the following service (*):',
            'Ordered on/received on (*):',
            'Name of consumer(s):',
            'Address of consumer(s):',
            'Signature of consumer(s) (only if this form is notified on paper):',
            'Date:',
          ],
        },
        '(*) Delete as appropriate.',
      ],
    },
  ],
};

export default refundsPolicy;
