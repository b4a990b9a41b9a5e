import { authorizePayment, type Buyer, type CrowdProduct } from './crowd-buyers';
import { type PaymentAttempt } from './crowd-census';
import { type LoadClient } from './load-http';

// The moment of paying: every buyer's initiate_authorization sent in the same tick, buyer i
// through instance i mod n (half through each of two), and the retrying buyers' second copy
// at the same time through the next instance, as a double click or a client's retry that
// the balancer sends elsewhere would arrive.

/** `retries` buyers spread evenly over the crowd, by index. */
export function retryingBuyers(buyers: number, retries: number): Set<number> {
  const chosen = new Set<number>();
  const count = Math.min(retries, buyers);
  for (let i = 0; i < count; i++) chosen.add(Math.floor((i * buyers) / count));
  return chosen;
}

export interface PayOptions {
  /** Indexes of the buyers who send their authorisation twice at once. */
  retrying?: ReadonlySet<number>;
  /** Told of every answer as it arrives (the fault run kills an instance on cue). */
  onReply?: (attempt: PaymentAttempt) => void;
}

export function payAtOnce(
  client: LoadClient,
  urls: readonly string[],
  buyers: readonly Buyer[],
  product: CrowdProduct,
  { retrying = new Set(), onReply }: PayOptions = {},
): Promise<PaymentAttempt[]> {
  const sends: { buyer: Buyer; instance: number }[] = [];
  for (const buyer of buyers) {
    sends.push({ buyer, instance: buyer.index % urls.length });
    if (retrying.has(buyer.index)) sends.push({ buyer, instance: (buyer.index + 1) % urls.length });
  }
  return Promise.all(
    sends.map(async ({ buyer, instance }) => {
      const attempt = {
        buyer,
        instance,
        reply: await authorizePayment(client, urls[instance] ?? '', buyer, product),
      };
      onReply?.(attempt);
      return attempt;
    }),
  );
}
