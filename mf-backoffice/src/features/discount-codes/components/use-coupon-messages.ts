import { useTranslation } from 'react-i18next';
import { useLanguage } from 'remote-kit';
import { COUPON_DISCOUNT_LIMIT, formatLocaleNumber } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { type CouponRule } from '../coupon-rules';

/** The words of the coupon rules (docs/spec.md §5) in the display language, the limit written its way (45,25 / 45.25). */
export function useCouponMessages(): (rule: CouponRule) => string {
  const { t } = useTranslation(NAMESPACE);
  const limit = formatLocaleNumber(COUPON_DISCOUNT_LIMIT, useLanguage());
  return (rule) => {
    if (rule === 'coupon_discount_too_big') return t('discountCodes.errors.tooBig', { limit });
    if (rule === 'two_decimals') return t('discountCodes.errors.twoDecimals');
    return t('discountCodes.errors.invalid');
  };
}
