import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { FormAlert } from './form-alert';
import { type RequestProblem } from './request-problem';

const MESSAGE_KEYS: Record<RequestProblem, string> = {
  network: 'form.networkError',
  unexpected: 'form.unexpectedError',
};

/** A short, calm line when a request got no usable answer: the form works again, try once more. */
export function RequestProblemAlert({ problem }: { problem: RequestProblem | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  if (!problem) return null;
  return <FormAlert tone="info">{t(MESSAGE_KEYS[problem])}</FormAlert>;
}
