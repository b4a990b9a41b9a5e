import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/** A route whose screen comes in a later issue: its translated page title. */
export default function RouteTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  return <h1>{t(titleKey)}</h1>;
}
