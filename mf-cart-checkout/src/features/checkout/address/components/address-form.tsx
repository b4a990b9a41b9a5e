import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES, saveCheckoutAddressCall, withReturnTo } from 'shared-contracts';
import { apiClient, useSubmission } from 'remote-kit';
import { NAMESPACE } from '../../../../i18n';
import {
  CheckboxField,
  FormErrorsAlert,
  formStyles,
  type RequestProblem,
  RequestProblemAlert,
  requestProblemOf,
  SubmitButton,
  useFocusFirstInvalid,
} from 'remote-kit/form';
import {
  type AddressErrors,
  type AddressField,
  type AddressKind,
  type AddressValues,
  EMPTY_ADDRESS,
  addressErrors,
  addressesToSave,
  mustSignInAgain,
  sameAddress,
} from '../address-form';
import { type CheckoutAddresses, checkoutAddressesKey } from '../../queries/checkout-addresses-query';
import { AddressFieldset } from './address-fieldset';
import checkoutForm from '../../components/checkout-form.module.css';

/** docs/spec.md §4: a refused token or a failed save signs in again, then back to this step. */
export const SIGN_IN_AGAIN = withReturnTo(ROUTES.loginRegisterCheckout, ROUTES.checkoutAddress);

interface AddressFormProps {
  userId: number;
  /** The order the addresses are saved on. */
  orderCode: string;
  initial: { billing: AddressValues; shipping: AddressValues; useBillingAddress: boolean };
}

/**
 * The billing and shipping addresses (docs/spec.md §3, §4). Shipping follows billing while 'use
 * billing address' is on; the server checks every field and its errors show under them.
 * Saved: on to the Delivery step.
 */
export function AddressForm({ userId, orderCode, initial }: AddressFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [billing, setBilling] = useState(initial.billing);
  const [shipping, setShipping] = useState(initial.shipping);
  const [useBillingAddress, setUseBillingAddress] = useState(initial.useBillingAddress);
  const [errors, setErrors] = useState<AddressErrors>();
  const [problem, setProblem] = useState<RequestProblem>();
  const { pending, submit } = useSubmission();
  useFocusFirstInvalid(form, errors);

  const change = (kind: AddressKind) => (field: AddressField, value: string) =>
    (kind === 'billing' ? setBilling : setShipping)((current) => ({ ...current, [field]: value }));

  const toggleUseBilling = (checked: boolean) => {
    setUseBillingAddress(checked);
    // A shipping address of its own starts from the billing one: most of it is often the same.
    if (!checked && sameAddress(shipping, EMPTY_ADDRESS)) setShipping({ ...billing });
  };

  const save = () =>
    submit(async (signal) => {
      setProblem(undefined);
      const result = await apiClient().call(
        saveCheckoutAddressCall,
        { body: { user_id: userId, ...addressesToSave(billing, shipping, useBillingAddress) } },
        { signal },
      );
      if (signal.aborted) return;
      if (result.kind === 'ok') {
        // The Delivery step shows the shipping address just saved at once, and reads the
        // server's copy (trimmed, the email in lower case) behind it.
        const key = checkoutAddressesKey({ userId, orderCode });
        const saved: CheckoutAddresses = { billing, shipping: useBillingAddress ? billing : shipping };
        queryClient.setQueryData(key, saved);
        void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
        navigate(ROUTES.checkoutDelivery);
      } else if (result.kind === 'errors') {
        if (mustSignInAgain(result.errors)) navigate(SIGN_IN_AGAIN);
        else setErrors(addressErrors(result.errors, useBillingAddress));
      } else {
        setProblem(requestProblemOf(result));
      }
    });

  return (
    <form
      ref={form}
      className={checkoutForm.panel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormErrorsAlert errors={errors?.form} />
      <RequestProblemAlert problem={problem} />
      <AddressFieldset
        kind="billing"
        values={billing}
        onChange={change('billing')}
        errors={errors?.billing ?? {}}
      />
      <CheckboxField
        id="cart-checkout-use-billing"
        name="useBillingAddress"
        label={t('checkout.address.useBilling')}
        checked={useBillingAddress}
        onChange={toggleUseBilling}
      />
      {!useBillingAddress && (
        <AddressFieldset
          kind="shipping"
          values={shipping}
          onChange={change('shipping')}
          errors={errors?.shipping ?? {}}
        />
      )}
      <SubmitButton label={t('checkout.address.submit')} pending={pending} className={formStyles.submit} />
    </form>
  );
}
