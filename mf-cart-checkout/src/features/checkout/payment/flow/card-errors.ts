import { type FieldErrors } from 'shared-contracts';
import { type CardField } from '../card-fields';

// The card's fields as each payment call names them on the wire (docs/spec.md §7), to put the API's
// messages under the form's own fields.
const WIRE_FIELDS: Readonly<Record<string, CardField>> = {
  card_number: 'cardNumber',
  scheme: 'cardNumber',
  'card_details.full_name': 'cardholderName',
  'card_details.number': 'cardNumber',
  'card_details.scheme': 'cardNumber',
  'card_details.expiry_month': 'expiry',
  'card_details.expiry_year': 'expiry',
  'card_details.chname': 'cardholderName',
  'card_details.type': 'cardNumber',
  'card_details.expdate': 'expiry',
  'card_details.cvn': 'cvc',
};

/** The API's messages about the card, by the form's field; other keys are left out. */
export function cardErrorsOf(errors: FieldErrors): Partial<Record<CardField, string[]>> {
  const result: Partial<Record<CardField, string[]>> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = WIRE_FIELDS[key];
    if (field && messages.length > 0) result[field] = [...(result[field] ?? []), ...messages];
  }
  return result;
}
