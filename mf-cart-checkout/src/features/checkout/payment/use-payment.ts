import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type OrderDetail, ROUTES, toQueryString } from 'shared-contracts';
import { apiClient, useBus } from 'remote-kit';
import { cartToVerifyNow, showCartAfterPayment, showRefusedCart } from '../cart-seam';
import { checkoutOrderKey } from '../queries/checkout-order-query';
import { type CardField, type CardValues } from './card-fields';
import { type ChallengeRequest } from './components/challenge-frame';
import { collectBrowserData } from './flow/browser-data';
import { type PaymentStep, runPayment } from './flow/payment-flow';
import { type ThreeDSFrames, openHiddenMethodFrame } from './flow/three-ds-frames';

/** The confirmation of a paid order: its code in the URL, so the page can be opened again. */
export const CONFIRMATION_ORDER_PARAM = 'order';
export const confirmationPath = (orderCode: string) =>
  `${ROUTES.checkoutConfirmation}${toQueryString({ [CONFIRMATION_ORDER_PARAM]: orderCode })}`;

export interface PaymentState {
  step: PaymentStep | undefined;
  challenge: ChallengeRequest | undefined;
  failure: readonly string[] | undefined;
  cardErrors: Partial<Record<CardField, string[]>>;
}

/**
 * Runs docs/spec.md §4's payment flow for the order from the card form, and follows its outcome:
 * paid → the confirmation, the cart showing what the server kept (not what was bought); cart
 * changed → the code forgotten, the cart; failed → the payment error, the form again for
 * another card on the same order.
 */
export function usePayment(order: OrderDetail) {
  const navigate = useNavigate();
  const bus = useBus();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PaymentState>({
    step: undefined,
    challenge: undefined,
    failure: undefined,
    cardErrors: {},
  });
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const pay = useCallback(
    async (card: CardValues): Promise<'retry' | 'done'> => {
      if (running.current) return 'done';
      const controller = new AbortController();
      running.current = controller;
      setState({ step: 'verifying', challenge: undefined, failure: undefined, cardErrors: {} });
      const frames: ThreeDSFrames = {
        openMethodFrame: openHiddenMethodFrame,
        openChallengeFrame: (url, creq) =>
          new Promise((onOpened) =>
            setState((current) => ({
              ...current,
              challenge: {
                url,
                creq,
                onOpened,
                onClose: () => setState((now) => ({ ...now, challenge: undefined })),
              },
            })),
          ),
      };
      const outcome = await runPayment(
        { orderCode: order.code, amount: order.finalPrice, card, cart: await cartToVerifyNow() },
        {
          client: apiClient(),
          frames,
          browserData: collectBrowserData,
          signal: controller.signal,
          onStep: (step) => setState((current) => ({ ...current, step })),
        },
      );
      running.current = undefined;
      switch (outcome.kind) {
        // Away first: the cart forgetting its order code takes this step's order away.
        case 'paid':
          navigate(confirmationPath(order.code), { replace: true });
          showCartAfterPayment(bus);
          // Received now: the confirmation reads the order again as it opens.
          void queryClient.invalidateQueries({ queryKey: checkoutOrderKey(order.code), refetchType: 'none' });
          return 'done';
        case 'cart-changed':
          navigate(ROUTES.cart);
          showRefusedCart(bus, outcome.errors);
          return 'done';
        case 'card-refused':
          setState({ step: undefined, challenge: undefined, failure: undefined, cardErrors: outcome.errors });
          return 'done';
        case 'failed':
          setState({ step: undefined, challenge: undefined, failure: outcome.messages, cardErrors: {} });
          return 'retry';
        case 'aborted':
          return 'done';
      }
    },
    [order, navigate, bus, queryClient],
  );

  return { ...state, paying: state.step !== undefined, pay };
}
