import { FormAlert } from './form-alert';
import { useFormText } from './form-texts';
import { type RequestProblem } from './request-problem';

const MESSAGE_KEYS = { network: 'networkError', unexpected: 'unexpectedError' } as const;

/** A short, calm line when a request got no usable answer: the form works again, try once more. */
export function RequestProblemAlert({ problem }: { problem: RequestProblem | undefined }) {
  const text = useFormText();
  if (!problem) return null;
  return <FormAlert tone="info">{text(MESSAGE_KEYS[problem])}</FormAlert>;
}
