import { ROUTES } from 'shared-contracts';
import { type LegalDocument } from '../legal-document';
import { AEPD_WEBSITE, STUDIO, privacyMail, route } from '../studio';

const postalAddress = `${STUDIO.street}, ground floor, ${STUDIO.postCode} ${STUDIO.city}, Spain`;

const privacyPolicy: LegalDocument = {
  lastUpdated: '2026-11-22',
  numbered: true,
  intro: [
    'This policy explains what personal data we process when you use the shop, why, for how long, who we share it with and how you can exercise your rights, in accordance with Regulation (EU) 2016/679 (the General Data Protection Regulation, GDPR) and Spanish Organic Law 3/2018 of December 5 on the Protection of Personal Data and Guarantee of Digital Rights (LOPDGDD).',
  ],
  sections: [
    {
      id: 'controller',
      heading: 'Data controller',
      blocks: [
        {
          facts: [
            { term: 'Controller', detail: STUDIO.legalName },
            { term: 'Tax ID (NIF)', detail: STUDIO.taxId },
            { term: 'Address', detail: postalAddress },
            { term: 'Data protection contact', detail: [privacyMail] },
          ],
        },
        'We are not required to appoint a data protection officer. For any question about your data, write to us at the address above.',
      ],
    },
    {
      id: 'data',
      heading: 'What data we process',
      blocks: [
        {
          list: [
            'Your account data: email address and password. We store only a one-way hash of your password, never the password itself.',
            'Your order data: billing and delivery addresses (name, street address, city, state or province, postal code, country, phone number with country code, and email address), products, amounts, any discount code applied, and the status of each order.',
            'Payment data: cardholder name, card brand, the last four digits and the expiry date. The full card number travels encrypted to the payment gateway to authorize the charge; we store neither the full number nor the security code (CVC).',
            'Technical data that 3-D Secure requires when you pay: language, time zone, screen size and color depth, user agent and the formats your browser accepts, and whether Java and JavaScript are enabled.',
            'Your wishlist and your cart, while you are signed in.',
            'Your inquiries: the name, email address, phone number with country code, and message you send us through the contact form.',
            'Technical security data: IP address, date and time, and the page of the shop requested.',
          ],
        },
        'You give us all this data yourself when you use the shop. The data we mark as necessary to buy is mandatory: without it we cannot process your order.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use it and on what legal basis',
      subsections: [
        {
          heading: 'Managing your account',
          blocks: [
            'So that you can sign in, buy, see your orders and keep your wishlist and cart. Legal basis: performance of the contract you accept when you register (Article 6(1)(b) GDPR).',
          ],
        },
        {
          heading: 'Processing your orders',
          blocks: [
            'To prepare and deliver your orders, take payment, issue invoices, and handle withdrawals, returns and guarantee claims. Legal basis: performance of the sales contract (Article 6(1)(b) GDPR) and compliance with our tax, accounting and consumer law obligations (Article 6(1)(c) GDPR).',
          ],
        },
        {
          heading: 'Authenticating your payments',
          blocks: [
            'So that your bank can check with 3-D Secure that it is really you who is paying, and to prevent card fraud. Legal basis: the legal obligation of strong customer authentication for payments (Spanish Royal Decree-Law 19/2018 of November 23 on payment services) and performance of the contract (Articles 6(1)(c) and 6(1)(b) GDPR).',
            'With that data, your bank decides whether to approve the payment straight away or ask you to confirm it. Your bank makes that assessment under its own responsibility; we do not profile you or make automated decisions that affect you.',
          ],
        },
        {
          heading: 'Answering your inquiries and complaints',
          blocks: [
            'To reply when you write to us. Legal basis: taking steps before entering into a contract or performing it, if your inquiry relates to a purchase (Article 6(1)(b) GDPR); otherwise, our legitimate interest in answering people who contact us (Article 6(1)(f) GDPR); and, for complaints, our legal obligation to handle them (Article 6(1)(c) GDPR).',
          ],
        },
        {
          heading: 'Protecting the shop',
          blocks: [
            'To detect and stop abuse, such as repeated sign-in attempts, and keep the shop secure. Legal basis: our legitimate interest in the security of the shop and of our customers’ accounts (Article 6(1)(f) GDPR), which we have balanced against your rights. You can object to this processing as explained below.',
          ],
        },
        {
          heading: 'No advertising',
          blocks: [
            'We do not send you marketing messages. You will only receive the emails needed for your account and your orders. If we ever offer a newsletter, we will ask for your consent first.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your data',
      blocks: [
        {
          list: [
            'Account, wishlist and cart: for as long as you keep your account open or until you delete them.',
            'Orders, invoices and payment data: six years from the end of the financial year, as Article 30 of the Spanish Commercial Code requires for accounting records, which also covers the periods set by tax law and by the legal guarantee.',
            '3-D Secure technical data: we send it to the payment gateway when you pay and do not keep it afterwards.',
            'Inquiries: as long as needed to answer you and then for up to one year, so that we can handle any follow-up; if the inquiry leads to an order or a complaint, for the period that applies to those.',
            'Technical security data: at most 90 days, unless needed to investigate a specific incident.',
          ],
        },
        'When each period ends, we block the data: it remains available only to judges, courts and public authorities for any liability that may still be claimed, as required by Article 32 of the LOPDGDD. After that, we delete it.',
      ],
    },
    {
      id: 'recipients',
      heading: 'Who we share your data with',
      blocks: [
        {
          list: [
            'Our payment gateway, an authorized payment institution, and through it the Visa and Mastercard card networks and the bank that issued your card, to authenticate and authorize the payment. Each of them processes the data as a controller under its own rules.',
            'The carriers that deliver your orders or collect returns, which receive your name, delivery address, phone number and email address.',
            'The providers of our web hosting, email and technical support services, and our tax and accounting advisers. They act as processors under a contract that complies with Article 28 GDPR and may not use your data for their own purposes.',
            'The Spanish Tax Agency, judges and courts, and other authorities, when the law requires us to disclose it to them.',
          ],
        },
        'The WhatsApp form on the contact page does not send your data to us: it opens WhatsApp with your message already written. If you choose to send it, WhatsApp Ireland Limited will process your data under its own privacy policy.',
        'We do not sell your data or share it with third parties for their own marketing.',
      ],
    },
    {
      id: 'transfers',
      heading: 'International transfers',
      blocks: [
        'We process your data within the European Economic Area. If a provider ever needed to access it from outside the EEA, we would only allow it with the safeguards of Chapter V GDPR, such as an adequacy decision of the European Commission or the standard contractual clauses it has adopted.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        'At any time you can ask us for:',
        {
          list: [
            'Access: to know whether we process your data and get a copy of it.',
            'Rectification: to correct inaccurate data or complete incomplete data.',
            'Erasure: to delete your data when it is no longer needed or there is no basis for processing it.',
            'Objection: to stop processing it where the basis is our legitimate interest, unless there are compelling legitimate grounds or we need it to defend ourselves against a claim.',
            'Restriction: to keep your data without using it while a request of yours is resolved, or so that you can exercise or defend your rights.',
            'Portability: to receive, in a structured and commonly used format, the data you gave us to manage your account and orders, or to have us send it to another controller.',
            'Not to be subject to decisions based solely on automated processing that produce legal effects concerning you or similarly significantly affect you.',
          ],
        },
        'If we ever process your data based on your consent, you can withdraw it at any time, without affecting the lawfulness of the processing carried out before.',
      ],
    },
    {
      id: 'exercise-rights',
      heading: 'How to exercise your rights',
      blocks: [
        [
          'Write to us at ',
          privacyMail,
          ` or by post to ${STUDIO.legalName}, ${postalAddress}, saying which right you want to exercise. If possible, write from your account’s email address; if we have reasonable doubts about your identity, we may ask you for additional information to confirm it.`,
        ],
        'Exercising your rights is free of charge. We will answer within one month of receiving your request. If it is complex or we receive many requests, this period may be extended by two further months; in that case we will tell you within the first month.',
      ],
    },
    {
      id: 'complaint',
      heading: 'Complaints to the Spanish Data Protection Agency',
      blocks: [
        [
          'If you believe we have not handled your data properly or have not dealt with your request correctly, you can lodge a complaint with the Spanish Data Protection Agency (Agencia Española de Protección de Datos, AEPD), C/ Jorge Juan, 6, 28001 Madrid, Spain, ',
          { text: 'www.aepd.es', href: AEPD_WEBSITE },
          '. We would be grateful if you wrote to us first so that we can try to resolve it.',
        ],
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'We apply technical and organizational measures appropriate to the risk: encrypted connections, passwords stored with a secure key derivation function and never in plain text, access to data only for staff who need it, and limits on sign-in attempts. If we ever suffered a security breach likely to result in a high risk to you, we would tell you without undue delay.',
      ],
    },
    {
      id: 'minors',
      heading: 'Minors',
      blocks: [
        'The shop is intended for adults. If you are a minor, please do not register or buy in it. If we learn that we have collected data from a minor without the authorization of their parents or guardians, we will delete it.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        [
          'We may update this policy when the shop or the law changes. The date of the last update is shown at the top of the page and, if a change is significant and you have an account, we will let you know by email. How the shop uses cookies and your browser’s storage is explained in the ',
          route('cookie policy', ROUTES.cookiesPolicy),
          '.',
        ],
      ],
    },
  ],
};

export default privacyPolicy;
