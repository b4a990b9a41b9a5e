import { type Db } from '../../db/database';

export interface ContactMessage {
  name: string;
  email: string;
  phonePrefix: string;
  phoneNumber: string;
  message: string;
  language: string;
}

export class SupportRepository {
  constructor(private readonly db: Db) {}

  async store(message: ContactMessage): Promise<number> {
    const { id } = await this.db
      .insertInto('contact_messages')
      .values({
        name: message.name,
        email: message.email,
        phone_prefix: message.phonePrefix,
        phone_number: message.phoneNumber,
        message: message.message,
        language: message.language,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async markMailed(id: number): Promise<void> {
    await this.db
      .updateTable('contact_messages')
      .set({ mailed_at: new Date() })
      .where('id', '=', id)
      .execute();
  }
}
