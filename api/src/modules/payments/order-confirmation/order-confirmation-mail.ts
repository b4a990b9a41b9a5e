import { DELIVERY_WORKING_DAYS, type DeliveryMethod, formatLocaleNumber } from 'shared-contracts';
import { type Mail } from '../../../mail/mailer';
import { type ShopLanguage } from '../gateway/payment-gateway';
import { LOCALE_OF, moneyText } from '../money-text';
import { ORDER_MAIL_TEXTS, type OrderMailTexts } from './order-confirmation.texts';

/** An address as the order keeps it (the checkout's billing or shipping form). */
export interface MailAddress {
  name: string;
  email: string;
  streetAddress: string;
  streetAddressContinued: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phonePrefix: string;
  phoneNumber: string;
}

/** What the confirmation tells: the paid order as the database has it. */
export interface ConfirmedOrder {
  code: string;
  /** Names in the mail's language where the product still exists. */
  lines: { name: string; quantity: number; unitPriceCents: number }[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  coupon: { code: string; percent: number } | null;
  billing?: MailAddress;
  shipping?: MailAddress;
  delivery?: DeliveryMethod;
}

export interface ConfirmationMailInput {
  to: string;
  order: ConfirmedOrder;
  /** The absolute link to the order with its guest access token. */
  link: string;
  /** How long the link opens the order. */
  linkDays: number;
  language: ShopLanguage;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

function addressLines(address: MailAddress): string[] {
  return [
    address.name,
    address.streetAddress,
    address.streetAddressContinued,
    `${address.zip} ${address.city}`,
    address.state,
    address.country,
    `+${address.phonePrefix} ${address.phoneNumber}`,
    address.email,
  ].filter((line) => line.trim() !== '');
}

function deliveryText(method: DeliveryMethod, texts: OrderMailTexts): string {
  const { min, max } = DELIVERY_WORKING_DAYS[method];
  const template = method === 'home' ? texts.deliveryHome : texts.deliveryStudioPickup;
  return fill(texts.delivery, { method: fill(template, { min, max }) });
}

/**
 * The order confirmation e-mail (plain text) in the customer's language: the lines with
 * their quantities and prices, the totals (subtotal and discount only when there is a
 * discount, docs/spec.md §9), the addresses and the delivery method when the order has them, and
 * the link to the order with its guest access token.
 */
export function orderConfirmationMail({ to, order, link, linkDays, language }: ConfirmationMailInput): Mail {
  const texts = ORDER_MAIL_TEXTS[language];
  const money = (cents: number) => moneyText(cents, language);
  const code = { code: order.code };
  const body: string[] = [
    texts.greeting,
    '',
    fill(texts.intro, code),
    '',
    fill(texts.heading, code),
    ...order.lines.map((line) =>
      fill(texts.line, {
        name: line.name,
        quantity: line.quantity,
        price: money(line.unitPriceCents),
        total: money(line.unitPriceCents * line.quantity),
      }),
    ),
    '',
  ];
  if (order.discountCents !== 0) {
    body.push(
      fill(texts.subtotal, { amount: money(order.subtotalCents) }),
      fill(texts.discount, {
        coupon: order.coupon?.code ?? '',
        percent: formatLocaleNumber(order.coupon?.percent ?? 0, LOCALE_OF[language]),
        amount: money(order.discountCents),
      }),
    );
  }
  body.push(fill(texts.total, { amount: money(order.totalCents) }), '');
  for (const [title, address] of [
    [texts.billing, order.billing],
    [texts.shipping, order.shipping],
  ] as const) {
    if (address) body.push(title, ...addressLines(address).map((line) => `  ${line}`), '');
  }
  if (order.delivery) body.push(deliveryText(order.delivery, texts), '');
  body.push(texts.link, link, fill(texts.linkNote, { days: linkDays }), '', texts.signature);
  return { to, subject: fill(texts.subject, code), text: body.join('\n') };
}
