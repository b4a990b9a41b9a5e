import { z } from 'zod';
import { ProductBriefSchema } from '../catalog/product-brief';
import { LANGUAGES } from '../i18n/languages';
import { ReturnPathSchema } from '../routes/return-path';
import { SessionSchema } from '../session/session';
import { lazily, lazilyOrNull } from './lazy-event';
import { lazySchema } from '../shared/lazy-schema';

/** Why the cart refused to add a product (docs/spec.md §4): no stock, or all of it already in the cart. */
export const AddToCartRefusalSchema = lazySchema(() => z.enum(['out_of_stock', 'stock_limit']));
export type AddToCartRefusal = z.infer<typeof AddToCartRefusalSchema>;

/** Ties a command to its answer: unique per command sent. */
export const CorrelationIdSchema = lazySchema(() => z.string().min(1).max(100));

/**
 * The catalogue of bus events: name → payload schema, with who publishes it.
 * - `state` topics hold a current value and replay it to late subscribers;
 * - `signal` topics are facts delivered only to those listening at the time;
 * - `command` topics go to their owner's one handler, held until it registers, and name
 *   the signal that answers them (the answer carries the command's `correlationId`).
 * Names are owner-prefixed. The evolution rules (shared-contracts/README.md) are checked
 * against contract-snapshot.json: fields are only added, optional where a reader may be
 * older; a breaking change gets a new name. Each schema is built when first used (`lazily`).
 */
export const busEvents = {
  /** shell: the signed-in customer's session, or null when signed out. */
  'session.changed': lazilyOrNull({ kind: 'state' }, () => SessionSchema),
  /** shell: the signed-in staff member's back-office session, or null. */
  'staff-session.changed': lazilyOrNull({ kind: 'state' }, () => SessionSchema),
  /** shell: the interface language. */
  'language.changed': lazily({ kind: 'state' }, () => z.enum(LANGUAGES)),
  /** shell: true while the layout is the mobile one (≤ 1000 px). */
  'layout.mobile': lazily({ kind: 'state' }, () => z.boolean()),
  /**
   * shell: the shop's origin as the visitor reached it (scheme, host, port), for the absolute
   * addresses a page names (canonical, sharing cards): set by the server for each page it
   * renders, and in the browser from the page's own address.
   */
  'page.origin': lazily({ kind: 'state' }, () => z.string().regex(/^https?:\/\/[^/?#\s]+$/)),
  /** any remote (3-D Secure): true while an embedded frame is active; the footer hides. */
  'frame.embedded-active': lazily({ kind: 'state' }, () => z.boolean()),
  /** mf-cart-checkout: number of units in the cart, for the header badge. */
  'cart.count': lazily({ kind: 'state' }, () => z.number().int().nonnegative()),
  /** mf-cart-checkout: quantity of each product in the cart (the catalogue disables add-to-cart at stock). */
  'cart.lines': lazily({ kind: 'state' }, () =>
    z.array(z.object({ productId: z.number().int(), quantity: z.number().int().positive() })),
  ),
  /**
   * mf-catalog → mf-cart-checkout (command): add one unit of this product to the cart. Held
   * until the cart service handles it; answered by 'cart.add-completed' with the same id.
   */
  'cart.add-requested': lazily({ kind: 'command', answer: 'cart.add-completed' }, () =>
    z.object({ correlationId: CorrelationIdSchema, product: ProductBriefSchema }),
  ),
  /**
   * mf-cart-checkout: the answer to one 'cart.add-requested', so the page that asked can tell
   * the visitor. A refusal says why (docs/spec.md §4 cart rules): `out_of_stock`, a new product
   * without stock; `stock_limit`, every unit the cart may hold is already in it. Optional: an
   * older cart service answers without it.
   */
  'cart.add-completed': lazily({ kind: 'signal' }, () =>
    z.object({
      correlationId: CorrelationIdSchema,
      productId: z.number().int(),
      added: z.boolean(),
      quantity: z.number().int().nonnegative(),
      reason: AddToCartRefusalSchema.optional(),
    }),
  ),
  /** mf-catalog: number of products in the wishlist, for the header. */
  'wishlist.count': lazily({ kind: 'state' }, () => z.number().int().nonnegative()),
  /** any remote → shell: show a toast. */
  'toast.requested': lazily({ kind: 'signal' }, () =>
    z.object({
      message: z.string().min(1),
      tone: z.enum(['info', 'success', 'error']).default('info'),
      durationMs: z.number().int().positive().optional(),
    }),
  ),
  /** mf-account → shell: a customer signed in; the shell stores the session. */
  'session.sign-in-succeeded': lazily({ kind: 'signal' }, () =>
    z.object({ session: SessionSchema, rememberMe: z.boolean() }),
  ),
  /** mf-backoffice → shell: a staff member signed in. */
  'staff-session.sign-in-succeeded': lazily({ kind: 'signal' }, () =>
    z.object({ session: SessionSchema, rememberMe: z.boolean() }),
  ),
  /**
   * mf-account → shell: the customer's password changed, which ended every older token; the
   * shell keeps this new token and expiry in place of the old ones, remember-me as it was. Not
   * a sign-in: no after-sign-in work runs again.
   */
  'session.renewed': lazily({ kind: 'signal' }, () => z.object({ session: SessionSchema })),
  /** mf-backoffice → shell: as 'session.renewed', for the staff member's session. */
  'staff-session.renewed': lazily({ kind: 'signal' }, () => z.object({ session: SessionSchema })),
  /** any → shell: sign the customer out (clears the session and reloads). */
  'session.sign-out-requested': lazily({ kind: 'signal' }, () => z.object({})),
  /** any → shell: sign the staff member out. */
  'staff-session.sign-out-requested': lazily({ kind: 'signal' }, () => z.object({})),
  /**
   * any → shell: the customer must sign in first (docs/spec.md's "caller's callback"): the shell
   * opens /login, and after sign-in the customer is taken to `returnTo` (a path of this shop).
   */
  'session.sign-in-requested': lazily({ kind: 'signal' }, () =>
    z.object({ returnTo: ReturnPathSchema.optional() }),
  ),
  /** any → shell: the staff member must sign in first; /backoffice/login, then `returnTo`. */
  'staff-session.sign-in-requested': lazily({ kind: 'signal' }, () =>
    z.object({ returnTo: ReturnPathSchema.optional() }),
  ),
  /**
   * any → shell: a customer call was refused with 401 (token expired or revoked). The shell
   * signs the customer out with a notice, keeps the page where it is, and remembers it as
   * the return path of the next sign-in.
   */
  'session.expired': lazily({ kind: 'signal' }, () => z.object({ returnTo: ReturnPathSchema.optional() })),
  /** any → shell: a staff call was refused with 401; as 'session.expired', for the back office. */
  'staff-session.expired': lazily({ kind: 'signal' }, () =>
    z.object({ returnTo: ReturnPathSchema.optional() }),
  ),
  /**
   * shell → every remote: the customer signed out or the session expired. Each remote drops
   * the customer's data it holds in memory; the shell also removes every storage key under
   * CUSTOMER_DATA_PREFIX, so a remote whose service is not running loses nothing to the next customer.
   */
  'session.signed-out': lazily({ kind: 'signal' }, () => z.object({})),
  /** shell → every remote: the staff member signed out; keys under STAFF_DATA_PREFIX are removed. */
  'staff-session.signed-out': lazily({ kind: 'signal' }, () => z.object({})),
} as const satisfies Record<string, BusEventSpec>;

/** The shape every entry of an event catalogue has. */
export type BusEventSpec = (
  { kind: 'state' | 'signal'; schema: z.ZodType } | { kind: 'command'; schema: z.ZodType; answer: string }
) & {
  /** Null is a payload too, let through without building the schema (`lazilyOrNull`). */
  nullable?: true;
};

export type BusEvents = typeof busEvents;
export type BusEventName = keyof BusEvents;
export type BusPayload<K extends BusEventName> = z.output<BusEvents[K]['schema']>;
export type BusInput<K extends BusEventName> = z.input<BusEvents[K]['schema']>;
export type StateEventName = {
  [K in BusEventName]: BusEvents[K]['kind'] extends 'state' ? K : never;
}[BusEventName];
export type CommandName = {
  [K in BusEventName]: BusEvents[K]['kind'] extends 'command' ? K : never;
}[BusEventName];
/** Events one listens to with `on`: state topics and signals. */
export type ObservableEventName = Exclude<BusEventName, CommandName>;
/** The answer event of a command. */
export type AnswerOf<K extends CommandName> = BusEvents[K] extends { answer: infer A extends BusEventName }
  ? A
  : never;
