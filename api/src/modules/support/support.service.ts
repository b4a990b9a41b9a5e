import { type FastifyBaseLogger } from 'fastify';
import { type Mailer } from '../../mail/mailer';
import { type ContactMessage, type SupportRepository } from './support.repository';

/**
 * A contact message is stored first and mailed to the studio second: a mail outage
 * loses nothing (unmailed rows keep mailed_at null for a later retry) and the visitor
 * still gets their confirmation.
 */
export class SupportService {
  constructor(
    private readonly repository: SupportRepository,
    private readonly mailer: Mailer,
    private readonly mailbox: string,
  ) {}

  async writeUs(message: ContactMessage, log: FastifyBaseLogger): Promise<void> {
    const id = await this.repository.store(message);
    try {
      const location = await this.mailer.send({
        to: this.mailbox,
        replyTo: `"${message.name.replace(/["\\]/g, '')}" <${message.email}>`,
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
      await this.repository.markMailed(id);
      log.info({ contactMessage: id, outbox: location }, 'contact message mailed to the studio');
    } catch (error) {
      log.error({ err: error, contactMessage: id }, 'contact message stored but not mailed');
    }
  }
}
