import { TitlePage } from '../../shared/title-page';

/** /backoffice/discountcodes: the discount codes. Its screen is still to come; until then, its title. */
export default function DiscountCodesPage() {
  return <TitlePage titleKey="discountCodes.title" />;
}
