import { type ColumnType, type Generated } from 'kysely';

// Row types of the tables the migrations create. Money is integer cents; coupon and
// order discounts are basis points (hundredths of a percent) so 45.25 % stays exact.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Maintained<T> = ColumnType<T, never, never>;

export interface CollectionsTable {
  id: Generated<number>;
  key: string;
  slug_en: string;
  slug_es: string;
  name_en: string;
  name_es: string;
  position: number;
}

export interface ProductTypesTable {
  id: Generated<number>;
  collection_id: number;
  slug: string;
  name_en: string;
  name_es: string;
  hero_image: string;
  position: number;
}

export interface ProductsTable {
  id: Generated<number>;
  type_id: number;
  name_en: string;
  name_es: string;
  description_en: string;
  description_es: string;
  width_cm: number;
  height_cm: number;
  long_cm: number;
  /** What the customer pays, after the product's own discount. */
  price_cents: number;
  /** What staff set (migration 0033); price_cents is it less the discount, half up. */
  list_price_cents: number;
  /** numeric(3,1) since migration 0033, read as a number (db/numeric.ts). */
  discount_percent: number;
  stock: number;
  units_sold: Generated<number>;
  images: string[];
  /** Kept by a trigger: lowercased, unaccented names and type names in both languages. */
  search_text: Maintained<string>;
  sort_name_en: Maintained<string>;
  sort_name_es: Maintained<string>;
  created_at: Generated<Timestamp>;
  /**
   * Kept by migration 0029's trigger: when what the product's page shows last changed (the
   * sitemaps' lastmod). Timestamp already makes it optional on insert.
   */
  updated_at: Timestamp;
  /** One more at every staff change of price, discount or stock (never a sale). */
  version: Generated<number>;
}

export interface SearchWordsTable {
  word: string;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: 'customer' | 'staff';
  created_at: Generated<Timestamp>;
  /** Moves on at every password change or reset: tokens of an older generation are refused. */
  session_generation: Generated<number>;
}

export interface WishlistItemsTable {
  user_id: number;
  product_id: number;
  created_at: Generated<Timestamp>;
}

export interface CartItemsTable {
  user_id: number;
  product_id: number;
  quantity: number;
  /** The unit price when the line was last set, to tell the customer about changes. */
  unit_price_cents: number;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  discount_bp: number;
  expires_at: Timestamp | null;
  deleted_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone_prefix: string;
  phone_number: string;
  message: string;
  language: string;
  mailed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export type OrderStatus = 'PAYMENT' | 'RECEIVED' | 'SEND' | 'DELIVERED';

export interface AddressesTable {
  id: Generated<number>;
  user_id: number | null;
  email: string;
  name: string;
  street_address: string;
  street_address_continued: string;
  city: string;
  country: string;
  state: string;
  zip: string;
  phone_number: string;
  phone_prefix: string;
  created_at: Generated<Timestamp>;
}

export interface OrdersTable {
  id: Generated<number>;
  code: string;
  status: Generated<OrderStatus>;
  user_id: number | null;
  /** SHA-256 of the guest access token, hex (checked); the token itself is never stored. */
  guest_token_hash: string | null;
  /** When the guest link stops opening the order: set exactly when guest_token_hash is. */
  guest_token_expires_at: Timestamp | null;
  subtotal_cents: number;
  discount_cents: Generated<number>;
  total_cents: number;
  coupon_code: string | null;
  coupon_discount_bp: Generated<number>;
  billing_address_id: number | null;
  shipping_address_id: number | null;
  /** The Delivery step's choice (checked); null until the customer makes it. */
  delivery_method: ColumnType<'home' | 'studio_pickup' | null, 'home' | 'studio_pickup' | null | undefined>;
  /** Defaulted by the database; Timestamp already makes them optional on insert (Generated<> would hide the Date). */
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: Timestamp | null;
  /** The language the confirmation mail is owed in: the paying request's; null before payment. */
  confirmation_language: ColumnType<'es' | 'en' | null, 'es' | 'en' | null | undefined, 'es' | 'en' | null>;
  /** When the confirmation mail went out; null while it is owed (migration 0025). */
  confirmation_mailed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  name: string;
  image: string;
  unit_price_cents: number;
  quantity: number;
}

export type PaymentStatus = 'authorized' | 'declined' | 'failed';

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  /** Checked; at most one 'authorized' payment per order (unique partial index). */
  status: PaymentStatus;
  /** The 3-D Secure transaction that authenticated it, if any. */
  server_trans_id: string | null;
  amount_cents: number;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  idempotency_key: string | null;
  /** The acquirer's reference of an authorised charge (refunds, reconciliation); null otherwise. */
  reference: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Timestamp>;
}

export type PaymentAttemptState =
  'pending' | 'settled_paid' | 'settled_declined' | 'captured' | 'voided' | 'abandoned';

/**
 * One try at charging an order (migration 0032), committed before the processor is asked:
 * pending until the sale settles it (paid, declined), then captured; or, found past its
 * deadline by a sweep, captured, voided or abandoned (nothing charged) after asking the processor.
 */
export interface PaymentAttemptsTable {
  id: Generated<number>;
  order_id: number;
  server_trans_id: string;
  /** What the processor knows the charge by: unique, one per attempt. */
  idempotency_key: string;
  amount_cents: number;
  state: ColumnType<PaymentAttemptState, PaymentAttemptState | undefined, PaymentAttemptState>;
  /** The processor's reference once it charged. */
  reference: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  /** When it left pending (paid, declined, voided, abandoned) or was captured. */
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When an instance's sweep took it; nobody else settles it until the claim expires. */
  claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The sandbox processor's ledger of charges (migration 0032): its books, not the shop's. */
export interface SandboxChargesTable {
  reference: string;
  idempotency_key: string;
  order_id: number;
  amount_cents: number;
  state: 'authorized' | 'captured' | 'voided';
  authorized_at: Timestamp;
  captured_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  voided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ThreedsTransactionsTable {
  /** The 3-D Secure server's transaction id, as the browser polls it. */
  server_trans_id: string;
  order_id: number;
  user_id: number | null;
  brand: 'VISA' | 'MASTERCARD' | 'AMEX' | 'DINERS' | 'DISCOVER' | 'JCB' | 'UNKNOWN';
  /** The card's last four digits: never the number, never the CVC. */
  last4: string;
  /** HMAC-SHA-256 of the whole card number with a server key: every step must present the same number. */
  card_fingerprint: string | null;
  message_version: Generated<string>;
  version_action: 'skip_gathering' | 'gather_device_data' | 'not_enrolled';
  method_status: Generated<'pending' | 'success' | 'not_success' | 'skipped'>;
  acs_trans_id: string | null;
  /** EMV transStatus: Y authenticated, N not, U could not, R rejected, C challenge, A attempted. */
  trans_status: 'Y' | 'N' | 'U' | 'R' | 'C' | 'A' | null;
  challenge_status: Generated<'none' | 'pending' | 'success' | 'not_success' | 'expired'>;
  amount_cents: number;
  currency: Generated<'EUR'>;
  // Timestamp already makes them optional on insert; Generated<Timestamp> would type them as
  // the ColumnType itself when read or written.
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A challenge expires 240 s after it starts (docs/spec.md §9's frame timeout). */
  expires_at: Timestamp;
}

/** Staff invitations: at most one unused per e-mail (a new one replaces it). */
export interface StaffVerificationCodesTable {
  id: Generated<number>;
  email: string;
  /** SHA-256 of the code, hex (checked); the code itself is only in the mail. */
  code_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** When it was sent (a replacement resets it); defaulted by the database. */
  created_at: Timestamp;
  /** The staff member who sent it; null from the command line (npm run staff:invite). */
  invited_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A staff token's server-side session, by the token's jti (migration 0011). */
export interface StaffSessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  /** The last call, written at most once a minute. */
  last_seen_at: Timestamp;
  /** 12 hours after it started, however active. */
  expires_at: Timestamp;
  /** Set by logout. */
  ended_at: Timestamp | null;
}

/** One change of an order's status; who made it is null for the shop itself (the payment). */
export interface OrderStatusChangesTable {
  id: Generated<number>;
  order_id: number;
  from_status: OrderStatus;
  to_status: Exclude<OrderStatus, 'PAYMENT'>;
  changed_by: number | null;
  changed_by_email: string | null;
  changed_at: Timestamp;
}

/** A staff change of one price field (migration 0033), in the field's unit: cents, tenths of a percent, units. */
export interface ProductChangesTable {
  id: Generated<number>;
  product_id: number;
  field: 'price' | 'discount' | 'stock';
  from_value: number;
  to_value: number;
  /** The product's version the change made. */
  version: number;
  /** The bulk change it was part of, or null. */
  batch_id: string | null;
  changed_by: number | null;
  changed_by_email: string;
  changed_at: Generated<Timestamp>;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token, hex; the token itself is only in the mail. */
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

/** A reset mail asked for, whatever the address, until a worker has handled it (migration 0028). */
export interface PasswordResetRequestsTable {
  id: Generated<number>;
  email: string;
  language: 'es' | 'en';
  requested_at: Timestamp;
  /** When an instance took it to send; null while nobody has. */
  claimed_at: Timestamp | null;
}

export interface AvailabilityRequestsTable {
  id: Generated<number>;
  product_id: number | null;
  /** The product's name in Castellano (the studio's language) when the question was sent. */
  product_name: string;
  name: string;
  email: string;
  message: string;
  language: string;
  mailed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface LoginThrottlesTable {
  key: string;
  subject_hash: string;
  failures: number;
  window_start: Timestamp;
  last_failure: Timestamp;
}

export interface SharedQuotasTable {
  name: string;
  window_start: Timestamp;
  used: number;
}

export interface RateLimitsTable {
  /** SHA-256 of the route and the client's key, hex. */
  key: string;
  count: number;
  expires_at: Timestamp;
}

export interface Database {
  collections: CollectionsTable;
  product_types: ProductTypesTable;
  products: ProductsTable;
  search_words: SearchWordsTable;
  users: UsersTable;
  wishlist_items: WishlistItemsTable;
  cart_items: CartItemsTable;
  coupons: CouponsTable;
  contact_messages: ContactMessagesTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  payments: PaymentsTable;
  staff_verification_codes: StaffVerificationCodesTable;
  staff_sessions: StaffSessionsTable;
  order_status_changes: OrderStatusChangesTable;
  product_changes: ProductChangesTable;
  threeds_transactions: ThreedsTransactionsTable;
  payment_attempts: PaymentAttemptsTable;
  sandbox_charges: SandboxChargesTable;
  password_resets: PasswordResetsTable;
  password_reset_requests: PasswordResetRequestsTable;
  availability_requests: AvailabilityRequestsTable;
  login_throttles: LoginThrottlesTable;
  shared_quotas: SharedQuotasTable;
  rate_limits: RateLimitsTable;
}
