import { ROUTES } from 'shared-contracts';
import { type LegalDocument } from '../legal-document';
import { route, studioMail } from '../studio';

const faqs: LegalDocument = {
  lastUpdated: '2026-11-22',
  numbered: false,
  intro: [
    [
      'Here we answer the most common questions about orders, payment, delivery and returns. If you cannot find what you are looking for, write to us from the ',
      route('contact', ROUTES.contact),
      ' page and we will help you.',
    ],
  ],
  sections: [
    {
      id: 'orders',
      heading: 'Orders',
      questions: [
        {
          question: 'How do I place an order?',
          answer: [
            {
              ordered: true,
              list: [
                'Add the products you want to your cart from their product pages.',
                'In the cart, check the quantities and apply your discount code if you have one.',
                'Press the checkout button and sign in or create your account.',
                'Enter your billing and delivery addresses.',
                'Pay with your Visa or Mastercard card and confirm the payment with your bank if it asks you to.',
              ],
            },
            'When you finish, you will see the confirmation with your order code.',
          ],
        },
        {
          question: 'Do I need an account to buy?',
          answer: [
            'You can browse, save favorites and fill your cart without an account. To pay, we will ask you to sign in or register: all you need is an email address and a password. That way you can check your orders and their status later.',
          ],
        },
        {
          question: 'Where can I see my orders and their status?',
          answer: [
            [
              'While signed in, open your account menu and go to ',
              route('My orders', ROUTES.orders),
              '. You will see the code, date and status of each order: “Received” when we have it and the payment is authorized, “Sent” when it is on its way to you, and “Delivered” when it has arrived. If we send you a direct link to an order, you can also open it from that link without signing in.',
            ],
          ],
        },
        {
          question: 'Can I change or cancel an order?',
          answer: [
            [
              'Write to us as soon as possible at ',
              studioMail,
              ' with your order code. If it has not shipped yet, we will change or cancel it and refund you. If it has already shipped, you can exercise your right of withdrawal once you receive it, as explained in the ',
              route('returns and refunds policy', ROUTES.refundsPolicy),
              '.',
            ],
          ],
        },
        {
          question: 'A product is out of stock or almost sold out. What can I do?',
          answer: [
            'Each product shows whether it is in stock, or how many units are left when there are fewer than ten. If a product is sold out, press “Ask availability” and we will tell you whether we can restock it and when. The cart does not accept more units than we have in stock.',
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      questions: [
        {
          question: 'Which payment methods do you accept?',
          answer: [
            'We accept Visa and Mastercard credit and debit cards. We do not accept other cards, bank transfers or cash on delivery.',
          ],
        },
        {
          question: 'What is 3-D Secure and why does my bank ask me to confirm the payment?',
          answer: [
            '3-D Secure (Visa Secure or Mastercard Identity Check) is the system your bank uses to check that it is really you who is paying. European payment services law requires it for online purchases. Depending on the case, your bank approves the payment straight away or asks you to confirm it in its app or with a code; the check appears in a window from your bank within the payment page.',
            'If the window does not appear or the payment does not go through, nothing is charged. Check that your card is enabled for online purchases and try again, or write to us.',
          ],
        },
        {
          question: 'Is it safe to pay in the shop?',
          answer: [
            'Yes. The connection is encrypted, your bank authenticates every payment with 3-D Secure, and we never store your card’s security code (CVC).',
          ],
        },
        {
          question: 'When is my card charged?',
          answer: [
            'When your bank authorizes the payment at the end of checkout. At that moment the order status changes to “Received”.',
          ],
        },
        {
          question: 'Can you give me an invoice?',
          answer: [
            [
              'Yes. Write to us at ',
              studioMail,
              ' with your order code, your name or company name, your tax ID and your tax address, and we will send you the invoice.',
            ],
          ],
        },
      ],
    },
    {
      id: 'prices',
      heading: 'Prices and taxes',
      questions: [
        {
          question: 'Do prices include VAT?',
          answer: [
            'Yes. All prices are in euros and include Spanish VAT at 21%. The price you see on the product page and in the cart is the final price of the product.',
          ],
        },
        {
          question: 'Can the price of a product I have already bought change?',
          answer: ['No. You pay the price shown when you confirmed your order, even if it changes later.'],
        },
      ],
    },
    {
      id: 'shipping',
      heading: 'Shipping and delivery',
      questions: [
        {
          question: 'How long will my order take to arrive?',
          answer: [
            'It depends on the product: accessories and decor usually ship sooner than large furniture or pieces made to order. Unless we agree on a different time with you, we deliver no later than 30 calendar days after your order is confirmed, which is the period set by law.',
          ],
        },
        {
          question: 'Do you ship outside mainland Spain?',
          answer: [
            'If your delivery address is in the Balearic Islands, the Canary Islands, Ceuta, Melilla or outside Spain, write to us before you buy and we will confirm whether we can deliver and on what terms.',
          ],
        },
        {
          question: 'My order arrived damaged. What should I do?',
          answer: [
            [
              'We are sorry. If you can, note it on the carrier’s delivery slip and take photos of the packaging and the product. Then write to us at ',
              studioMail,
              ' with your order code: we will collect it at no cost to you and repair it, replace it or refund you.',
            ],
          ],
        },
      ],
    },
    {
      id: 'returns',
      heading: 'Returns',
      questions: [
        {
          question: 'Can I return a product?',
          answer: [
            'Yes. You have 14 calendar days from receiving it to withdraw from the purchase without giving any reason. Products made to measure or personalized to your specifications cannot be returned under the right of withdrawal.',
            [
              'We explain it step by step in the ',
              route('returns and refunds policy', ROUTES.refundsPolicy),
              '.',
            ],
          ],
        },
        {
          question: 'When and how will I get my refund?',
          answer: [
            'We refund you to the same card you paid with, no later than 14 calendar days after you tell us you are withdrawing. We may wait until we receive the product, or until you show us that you have sent it, before refunding.',
          ],
        },
      ],
    },
    {
      id: 'wishlist-cart',
      heading: 'Wishlist and cart',
      questions: [
        {
          question: 'Can I save products without an account?',
          answer: [
            [
              'Yes. When you are not signed in, your wishlist and your cart are saved in this browser, on this device. If you clear your browsing data, they will be lost. We explain this in the ',
              route('cookie policy', ROUTES.cookiesPolicy),
              '.',
            ],
          ],
        },
        {
          question: 'What happens to my wishlist when I sign in?',
          answer: [
            'The products you saved without signing in are added to your account’s wishlist, and from then on you can see it on any device where you sign in. While you are signed in, your cart is also saved to your account.',
          ],
        },
        {
          question: 'Why can’t I add more units of a product?',
          answer: [
            'Because your cart already holds all the units we have in stock. If you need more, press “Ask availability” on the product.',
          ],
        },
      ],
    },
    {
      id: 'coupons',
      heading: 'Discount codes',
      questions: [
        {
          question: 'How do I use a discount code?',
          answer: [
            'Type it into the discount code field in the cart and apply it. The discount, a percentage off the amount of the products, will appear in the summary before you pay.',
          ],
        },
        {
          question: 'Can I use more than one code on the same order?',
          answer: ['No. Only one code can be applied per order.'],
        },
        {
          question: 'My code does not work. Why?',
          answer: [
            [
              'It may be misspelled, expired or not valid for that order; the cart shows the reason under the field. If you think it is a mistake, write to us at ',
              studioMail,
              '.',
            ],
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      questions: [
        {
          question: 'How can I contact you?',
          answer: [
            [
              'Write to us at ',
              studioMail,
              ' or use the form on the ',
              route('contact', ROUTES.contact),
              ' page, where you can also send us a WhatsApp message. We usually reply within one or two business days.',
            ],
          ],
        },
        {
          question: 'Do you take on interior design projects?',
          answer: [
            [
              'Yes, that is where the studio began: we design and decorate homes, shops and restaurants, and restore buildings. Tell us about your project from the ',
              route('contact', ROUTES.contact),
              ' page and we will get in touch.',
            ],
          ],
        },
      ],
    },
  ],
};

export default faqs;
