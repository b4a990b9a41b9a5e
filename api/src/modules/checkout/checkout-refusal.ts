import { ApiError, type MessageMap } from '../../http/api-error';
import { type MessageKey, type MessageParams } from '../../i18n/messages';

/** The statuses a checkout refusal may take, gravest first: something missing, then expired, then changed. */
const GRAVITY = [404, 410, 409] as const;
export type RefusalStatus = (typeof GRAVITY)[number];

/**
 * Every problem of a cart at once (the shopper fixes them in one go), answered with the
 * status of the gravest: 404 when a product or the coupon does not exist, 410 when the coupon
 * has expired, 409 when a line is short, a price has changed or a total differs.
 */
export class CheckoutRefusal {
  private readonly errors: MessageMap = {};
  private readonly statuses = new Set<RefusalStatus>();

  add(status: RefusalStatus, field: string, key: MessageKey, params?: MessageParams): this {
    (this.errors[field] ??= []).push(params ? { key, params } : { key });
    this.statuses.add(status);
    return this;
  }

  get isEmpty(): boolean {
    return this.statuses.size === 0;
  }

  throwIfAny(): void {
    const status = GRAVITY.find((candidate) => this.statuses.has(candidate));
    if (status) throw new ApiError(status, this.errors);
  }
}
