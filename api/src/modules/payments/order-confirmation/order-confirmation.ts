import { type FastifyBaseLogger } from 'fastify';
import { DeliveryMethodSchema, paths } from 'shared-contracts';
import { type Mailer } from '../../../mail/mailer';
import { GUEST_LINK_TTL_DAYS } from '../../orders/guest-token';
import { issueGuestLink } from '../../orders/order-placement';
import { type OrdersRepository } from '../../orders/orders.repository';
import { type ShopLanguage } from '../gateway/payment-gateway';
import { type MailAddress, orderConfirmationMail } from './order-confirmation-mail';
import { type OrderConfirmationRepository } from './order-confirmation.repository';

export interface OrderConfirmationDependencies {
  repository: OrderConfirmationRepository;
  orders: OrdersRepository;
  mailer: Mailer;
  /** The shop's public address (SHOP_PUBLIC_URL): the order link starts with it. */
  shopPublicUrl: string;
  now: () => Date;
}

/** A confirmation not sent this long after the payment is owed: its instance is not sending it. */
export const OWED_AFTER_MS = 2 * 60_000;
/** At most this many owed mails per sweep. */
const OWED_PER_SWEEP = 50;

type AddressRow = Awaited<ReturnType<OrderConfirmationRepository['addresses']>>[number];

const toMailAddress = (row: AddressRow): MailAddress => ({
  name: row.name,
  email: row.email,
  streetAddress: row.street_address,
  streetAddressContinued: row.street_address_continued,
  city: row.city,
  state: row.state,
  zip: row.zip,
  country: row.country,
  phonePrefix: row.phone_prefix,
  phoneNumber: row.phone_number,
});

/**
 * Mails a paid order's confirmation to its customer, in their language, with a link to the
 * order that opens it without signing in: a new guest link (issueGuestLink of
 * orders/order-placement.ts; the plain token exists only in this mail, the database keeps its hash).
 */
export class OrderConfirmation {
  constructor(private readonly deps: OrderConfirmationDependencies) {}

  async send(orderId: number, language: ShopLanguage, log: FastifyBaseLogger): Promise<void> {
    const { repository, orders, mailer } = this.deps;
    const header = await repository.header(orderId);
    if (!header) throw new Error(`order ${orderId} is gone`);
    const addressIds = [header.billing_address_id, header.shipping_address_id].filter(
      (id): id is number => id !== null,
    );
    const addresses = new Map((await repository.addresses(addressIds)).map((row) => [row.id, row]));
    const addressOf = (id: number | null) => {
      const row = id === null ? undefined : addresses.get(id);
      return row ? toMailAddress(row) : undefined;
    };
    const billing = addressOf(header.billing_address_id);
    const shipping = addressOf(header.shipping_address_id);
    const to = header.email ?? billing?.email;
    if (!to) {
      log.warn({ orderCode: header.code }, 'order confirmation not mailed: no e-mail address');
      return;
    }
    const link = await issueGuestLink(orders, orderId, this.deps.now());
    if (!link) throw new Error(`order ${orderId} is gone`);
    const lines = await orders.lines(orderId, language);
    const delivery = DeliveryMethodSchema.safeParse(header.delivery_method);
    const mail = orderConfirmationMail({
      to,
      language,
      link: `${this.deps.shopPublicUrl}${paths.order(header.code, link.token)}`,
      linkDays: GUEST_LINK_TTL_DAYS,
      order: {
        code: header.code,
        lines: lines.map((line) => ({
          name: line.name,
          quantity: line.quantity,
          unitPriceCents: line.unit_price_cents,
        })),
        subtotalCents: header.subtotal_cents,
        discountCents: header.discount_cents,
        totalCents: header.total_cents,
        coupon: header.coupon_code
          ? { code: header.coupon_code, percent: header.coupon_discount_bp / 100 }
          : null,
        ...(billing ? { billing } : {}),
        ...(shipping ? { shipping } : {}),
        ...(delivery.success ? { delivery: delivery.data } : {}),
      },
    });
    const location = await mailer.send(mail);
    await repository.markMailed(orderId);
    log.info({ orderCode: header.code, outbox: location }, 'order confirmation mailed');
  }

  /**
   * Sends the confirmations still owed for orders paid more than `OWED_AFTER_MS` ago: their
   * instance died (or the mail failed) between the payment and the mail. Each is claimed
   * first, so two instances sweeping at once send it once; a failed send makes it owed again.
   * Answers how many went out.
   */
  async sendOwed(log: FastifyBaseLogger): Promise<number> {
    const { repository, now } = this.deps;
    const owed = await repository.owed(new Date(now().getTime() - OWED_AFTER_MS), OWED_PER_SWEEP);
    let sent = 0;
    for (const { id, confirmation_language } of owed) {
      if (!(await repository.claim(id))) continue;
      try {
        await this.send(id, confirmation_language ?? 'es', log);
        sent += 1;
      } catch (error) {
        await repository.release(id);
        log.error({ err: error, orderId: id }, 'owed order confirmation not mailed');
      }
    }
    return sent;
  }
}
