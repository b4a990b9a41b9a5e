import { type Db } from '../../db/database';

export interface ContactMessage {
  name: string;
  email: string;
  phonePrefix: string;
  phoneNumber: string;
  message: string;
  language: string;
}

export interface AvailabilityQuestion {
  productId: number;
  /** The product's name when asked, in Castellano (the studio's language). */
  productName: string;
  name: string;
  email: string;
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

  /** The product a question is about, or undefined when no product has this id. */
  findProduct(id: number) {
    return this.db
      .selectFrom('products')
      .select(['id', 'name_es', 'name_en'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async storeAvailabilityQuestion(question: AvailabilityQuestion): Promise<number> {
    const { id } = await this.db
      .insertInto('availability_requests')
      .values({
        product_id: question.productId,
        product_name: question.productName,
        name: question.name,
        email: question.email,
        message: question.message,
        language: question.language,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async markAvailabilityQuestionMailed(id: number): Promise<void> {
    await this.db
      .updateTable('availability_requests')
      .set({ mailed_at: new Date() })
      .where('id', '=', id)
      .execute();
  }
}
