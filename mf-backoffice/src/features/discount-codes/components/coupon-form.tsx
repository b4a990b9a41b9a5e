import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage, useSubmission } from 'remote-kit';
import {
  Form,
  FormAlert,
  FormErrorsAlert,
  FormStatus,
  SubmitButton,
  TextField,
  formStyles,
  splitErrors,
  useFieldErrors,
  useFormValues,
} from 'remote-kit/form';
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_DISCOUNT_LIMIT,
  type Coupon,
  formatLocaleNumber,
  formatPercent,
} from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { type CouponField, checkNewCoupon } from '../coupon-rules';
import { useCouponChanges } from '../use-coupon-changes';
import { useCouponMessages } from './use-coupon-messages';

const FIELDS: readonly CouponField[] = ['code', 'discount'];
const EMPTY_FORM = { code: '', discount: '' };

/**
 * A new coupon (docs/spec.md §4, §5): code and discount, checked by the rules first (their
 * messages under the fields), then a confirmation pop-up, then the creation. The server's
 * errors (a code that exists) show under their field; a success empties the form.
 */
export function CouponForm({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const messageOf = useCouponMessages();
  const errors = useFieldErrors<CouponField>();
  const form = useFormValues(EMPTY_FORM, { onSet: (field) => errors.edited(field) });
  const { add } = useCouponChanges(userId);
  const { pending, submit } = useSubmission();
  const [confirming, setConfirming] = useState<Coupon>();
  const [failure, setFailure] = useState<string>();
  const [created, setCreated] = useState<string>();

  const onSubmit = () => {
    setFailure(undefined);
    setCreated(undefined);
    const check = checkNewCoupon(form.values.code, form.values.discount);
    if (!check.ok) {
      errors.show({
        fields: {
          code: check.errors.code?.map(messageOf),
          discount: check.errors.discount?.map(messageOf),
        },
        form: {},
      });
      return;
    }
    errors.show(undefined);
    setConfirming(check.coupon);
  };

  const create = (coupon: Coupon) =>
    void submit(async () => {
      const change = await add(coupon);
      setConfirming(undefined);
      if (change.kind === 'done') {
        form.clear(['code', 'discount']);
        setCreated(t('discountCodes.created'));
      } else if (change.kind === 'refused') {
        const split = splitErrors(change.errors, FIELDS);
        errors.show(split);
        if (Object.keys(split.fields).length === 0) setFailure(t('discountCodes.errors.create'));
      } else {
        setFailure(t(change.unreachable ? 'shared.connectionError' : 'discountCodes.errors.create'));
      }
    });

  return (
    <>
      <Form onSubmit={onSubmit} submittedErrors={errors.submitted}>
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <FormErrorsAlert errors={errors.form} />
        <div className={formStyles.pair}>
          <TextField
            id="backoffice-coupon-code"
            {...form.text('code')}
            label={t('discountCodes.create.code')}
            hint={t('discountCodes.create.codeHint')}
            maxLength={COUPON_CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            errors={errors.of('code')}
          />
          <TextField
            id="backoffice-coupon-discount"
            {...form.text('discount')}
            label={t('discountCodes.create.discount')}
            hint={t('discountCodes.create.discountHint', {
              limit: formatLocaleNumber(COUPON_DISCOUNT_LIMIT, language),
            })}
            inputMode="decimal"
            autoComplete="off"
            errors={errors.of('discount')}
          />
        </div>
        <SubmitButton label={t('discountCodes.create.submit')} pending={pending} />
        <FormStatus message={created} />
      </Form>
      {confirming && (
        <ConfirmDialog
          title={t('discountCodes.confirmCreate.title')}
          confirmLabel={t('discountCodes.confirmCreate.confirm')}
          pending={pending}
          onConfirm={() => create(confirming)}
          onCancel={() => setConfirming(undefined)}
        >
          <p>
            {t('discountCodes.confirmCreate.text', {
              code: confirming.code,
              discount: formatPercent(confirming.discount, language),
            })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
