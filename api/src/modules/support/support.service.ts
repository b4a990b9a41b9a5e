import { type FastifyBaseLogger } from 'fastify';
import { paths } from 'shared-contracts';
import { apiError } from '../../http/api-error';
import { type Mail, type Mailer } from '../../mail/mailer';
import { type ContactMessage, type SupportRepository } from './support.repository';

export interface AvailabilityRequest {
  productId: number;
  name: string;
  email: string;
  message: string;
  language: string;
}

/** The shop-wide quota of messages to the studio (lib/shared-quota.ts): 0, or the wait in ms. */
export interface MessageQuota {
  take(): Promise<number>;
}

/** A display name safe inside a quoted mail address. */
const quotedName = (name: string) => `"${name.replace(/["\\]/g, '')}"`;

/**
 * A contact message or an availability question is stored first and mailed to the studio
 * second: a mail outage loses nothing (unmailed rows keep mailed_at null for a later retry)
 * and the visitor still gets their confirmation.
 */
export class SupportService {
  constructor(
    private readonly repository: SupportRepository,
    private readonly mailer: Mailer,
    private readonly mailbox: string,
    /** The shop's public address, for the product's link in availability questions. */
    private readonly shopPublicUrl: string,
    /** Contact messages and availability questions together, across instances. */
    private readonly quota: MessageQuota,
  ) {}

  /** A 429 under `message` once the shop-wide quota is used up: nothing is stored or mailed. */
  private async takeQuota(): Promise<void> {
    const waitMs = await this.quota.take();
    if (waitMs > 0)
      throw apiError(429, 'message', 'contact_quota_full', {
        seconds: Math.ceil(waitMs / 1000),
        minutes: Math.ceil(waitMs / 60_000),
      });
  }

  async writeUs(message: ContactMessage, log: FastifyBaseLogger): Promise<void> {
    await this.takeQuota();
    const id = await this.repository.store(message);
    await this.mail(log, { contactMessage: id }, () => this.repository.markMailed(id), {
      to: this.mailbox,
      replyTo: `${quotedName(message.name)} <${message.email}>`,
      subject: `[Web] Mensaje de ${message.name} (#${id})`,
      text: [
        `Nombre: ${message.name}`,
        `Email: ${message.email}`,
        `Teléfono: +${message.phonePrefix} ${message.phoneNumber}`,
        `Idioma: ${message.language}`,
        '',
        message.message,
      ].join('\n'),
    });
  }

  /** An unknown product is a 400 under `productId`, before anything is stored. */
  async askAvailability(request: AvailabilityRequest, log: FastifyBaseLogger): Promise<void> {
    const product = await this.repository.findProduct(request.productId);
    if (!product) throw apiError(400, 'productId', 'availability_unknown_product');
    await this.takeQuota();
    const id = await this.repository.storeAvailabilityQuestion({ ...request, productName: product.name_es });
    await this.mail(
      log,
      { availabilityRequest: id },
      () => this.repository.markAvailabilityQuestionMailed(id),
      {
        to: this.mailbox,
        replyTo: `${quotedName(request.name)} <${request.email}>`,
        subject: `[Web] Disponibilidad de ${product.name_es} (producto ${product.id}, #${id})`,
        text: [
          `Producto: ${product.name_es} (${product.name_en})`,
          `Id del producto: ${product.id}`,
          `Ficha: ${this.shopPublicUrl}${paths.product(product.id)}`,
          `Nombre: ${request.name}`,
          `Email: ${request.email}`,
          `Idioma: ${request.language}`,
          '',
          request.message,
        ].join('\n'),
      },
    );
  }

  /** Sends a stored row's mail; a failure is logged and leaves the row unmailed. */
  private async mail(
    log: FastifyBaseLogger,
    row: Record<string, number>,
    markMailed: () => Promise<void>,
    mail: Mail,
  ): Promise<void> {
    try {
      const location = await this.mailer.send(mail);
      await markMailed();
      log.info({ ...row, outbox: location }, 'mailed to the studio');
    } catch (error) {
      log.error({ err: error, ...row }, 'stored but not mailed');
    }
  }
}
