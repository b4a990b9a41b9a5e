import { type Address } from 'shared-contracts';
import { type Db } from '../../db/database';

/** Billing and shipping addresses (docs/spec.md §3) as the addresses table keeps them. */
export class AddressesRepository {
  constructor(private readonly db: Db) {}

  async insert(userId: number, address: Address, executor: Db = this.db): Promise<number> {
    const { id } = await executor
      .insertInto('addresses')
      .values({
        user_id: userId,
        email: address.email,
        name: address.name,
        street_address: address.streetAddress,
        street_address_continued: address.streetAddressContinued,
        city: address.city,
        country: address.country,
        state: address.state,
        zip: address.zip,
        phone_number: address.phoneNumber,
        phone_prefix: address.phonePrefix,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** The addresses with these ids, as the wire writes them, by id. */
  async byIds(ids: readonly number[]): Promise<Map<number, Address>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('addresses').selectAll().where('id', 'in', ids).execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          email: row.email,
          name: row.name,
          streetAddress: row.street_address,
          streetAddressContinued: row.street_address_continued,
          city: row.city,
          country: row.country,
          state: row.state,
          zip: row.zip,
          phoneNumber: row.phone_number,
          phonePrefix: row.phone_prefix,
        },
      ]),
    );
  }
}
