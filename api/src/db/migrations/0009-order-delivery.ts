import { type Kysely, sql } from 'kysely';

// The checkout's Delivery step (shared-contracts checkout/delivery.ts): how an order reaches
// the customer, home delivery or pick-up at the studio. Null until the customer chooses, as
// on every order placed before this step existed; the order detail then says nothing of it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      add column delivery_method text
        constraint orders_delivery_method_known check (delivery_method in ('home', 'studio_pickup'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop column delivery_method`.execute(db);
}
