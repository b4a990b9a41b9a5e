import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, useLanguage, useSubmission } from 'remote-kit';
import {
  Form,
  FormAlert,
  FormErrorsAlert,
  FormStatus,
  SubmitButton,
  TextField,
  splitErrors,
  useFieldErrors,
  useFormValues,
} from 'remote-kit/form';
import { type FieldErrors, type PriceChange, type PricedProduct, apiLanguage } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import {
  PRICE_FORM_FIELDS,
  type PriceBase,
  type PriceField,
  checkField,
  checkPriceEdit,
  hasChanges,
  rebaseTexts,
  stockDelta,
  textsOf,
} from '../price-edit-rules';
import { priceHistoryQuery, pricedProductQuery } from '../queries/priced-product-query';
import { usePriceEdit } from '../use-price-edit';
import { ConflictNotice } from './conflict-notice';
import { StorefrontPreview } from './storefront-preview';
import { usePriceMessages } from './use-price-messages';
import styles from './price-form.module.css';

/** The API's fields, as the form's: the stock delta and the stock refused (a sale took the units) are the stock's. */
function formErrors(errors: FieldErrors): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const own = field === 'stock_delta' ? 'stock' : field;
    mapped[own] = [...(mapped[own] ?? []), ...messages];
  }
  return mapped;
}

interface PriceFormProps {
  userId: number;
  product: PricedProduct;
  /** The history now shows its newest page (after a conflict). */
  onHistoryReset: () => void;
}

/**
 * One product's list price, discount and stock, edited on the version read: checked with the
 * API's schemas (messages under the fields), the storefront's result previewed in both
 * languages, the stock sent as the units added or taken. Another staff member's change first
 * (409) reads the product again, says what they changed, keeps the typed values and offers
 * to reapply them on the new version or to discard them.
 */
export function PriceForm({ userId, product, onHistoryReset }: PriceFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const messageOf = usePriceMessages();
  const save = usePriceEdit({ id: product.id, userId });
  const { pending, submit } = useSubmission();
  const [base, setBase] = useState<PriceBase>(product);
  const [saved, setSaved] = useState<string>();
  const errors = useFieldErrors<PriceField>();
  // The fields follow the product as read for the edit, never a later read in the background
  // (a sale meanwhile would otherwise show as a change of stock the staff member did not make).
  const form = useFormValues(textsOf(base, language), {
    onSet: (field) => {
      errors.edited(field);
      setSaved(undefined);
    },
  });
  const [failure, setFailure] = useState<string>();
  const [conflict, setConflict] = useState<readonly PriceChange[]>();

  const texts = form.values;
  const fieldValue = (field: PriceField) => {
    const check = checkField(field, texts[field], language);
    return check.ok ? check.value : undefined;
  };
  const [listPrice, discount, stock] = PRICE_FORM_FIELDS.map(fieldValue);
  const changed = hasChanges(texts, base, language);

  const reload = async (previous: PriceBase) => {
    const ref = { id: product.id, userId, language: apiLanguage(language) };
    const [current, history] = await Promise.all([
      queryClient.fetchQuery({ ...pricedProductQuery(apiClient(), ref), staleTime: 0 }),
      queryClient.fetchQuery({
        ...priceHistoryQuery(apiClient(), { id: product.id, userId, page: 1 }),
        staleTime: 0,
      }),
    ]);
    onHistoryReset();
    if (!current) {
      setFailure(t('prices.panel.notFound', { id: product.id }));
      return;
    }
    const rebased = rebaseTexts(texts, previous, current, language);
    setBase(current);
    for (const field of PRICE_FORM_FIELDS) form.set(field, rebased[field]);
    setConflict(history.changes.filter((change) => change.version > previous.version));
  };

  const onSubmit = () =>
    void submit(async () => {
      setFailure(undefined);
      setSaved(undefined);
      const check = checkPriceEdit(texts, base, language);
      if (!check.ok) {
        errors.show({
          fields: Object.fromEntries(
            Object.entries(check.errors).map(([field, keys]) => [field, keys.map(messageOf)]),
          ),
          form: {},
        });
        return;
      }
      errors.show(undefined);
      if (Object.keys(check.changes).length === 0) return;
      const outcome = await save(base, check.changes);
      if (outcome.kind === 'saved') {
        setBase(outcome.product);
        form.clear(PRICE_FORM_FIELDS);
        setConflict(undefined);
        setSaved(t('prices.form.saved'));
      } else if (outcome.kind === 'conflict') {
        await reload(base).catch(() => setFailure(t('prices.panel.loadError')));
      } else if (outcome.kind === 'refused') {
        const split = splitErrors(formErrors(outcome.errors), PRICE_FORM_FIELDS);
        errors.show(split);
        if (Object.keys(split.fields).length === 0 && !split.form) setFailure(t('prices.form.saveError'));
      } else {
        setFailure(t(outcome.unreachable ? 'shared.connectionError' : 'prices.form.saveError'));
      }
    });

  const discard = () => {
    form.clear(PRICE_FORM_FIELDS);
    errors.show(undefined);
    setConflict(undefined);
  };

  let stockHint = t('prices.form.stockSame', { read: base.stock });
  if (stock !== undefined) {
    const delta = stockDelta(stock, base.stock);
    if (delta > 0) stockHint = t('prices.form.stockAdd', { count: delta, read: base.stock });
    if (delta < 0) stockHint = t('prices.form.stockTake', { count: -delta, read: base.stock });
  }

  return (
    <Form onSubmit={onSubmit} submittedErrors={errors.submitted}>
      {conflict && (
        <ConflictNotice changes={conflict} pending={pending} onReapply={onSubmit} onDiscard={discard} />
      )}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <FormErrorsAlert errors={errors.form} />
      <div className={styles.fields}>
        <TextField
          id="backoffice-prices-edit-price"
          {...form.text('price')}
          label={t('prices.form.price')}
          hint={t('prices.form.priceHint')}
          inputMode="decimal"
          autoComplete="off"
          errors={errors.of('price')}
        />
        <TextField
          id="backoffice-prices-edit-discount"
          {...form.text('discount')}
          label={t('prices.form.discount')}
          hint={t('prices.form.discountHint')}
          inputMode="decimal"
          autoComplete="off"
          errors={errors.of('discount')}
        />
        <TextField
          id="backoffice-prices-edit-stock"
          {...form.text('stock')}
          label={t('prices.form.stock')}
          hint={stockHint}
          inputMode="numeric"
          autoComplete="off"
          errors={errors.of('stock')}
        />
      </div>
      <StorefrontPreview
        values={
          listPrice !== undefined && discount !== undefined && stock !== undefined
            ? { listPrice, discount, stock }
            : undefined
        }
      />
      {!conflict && (
        <SubmitButton
          label={t('prices.form.save')}
          pendingLabel={t('prices.form.saving')}
          pending={pending}
          disabled={!changed}
        />
      )}
      <FormStatus message={saved} />
    </Form>
  );
}
