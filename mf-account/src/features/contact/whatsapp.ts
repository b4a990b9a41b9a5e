/** What the WhatsApp form asks (docs/spec.md §3): name, phone prefix and number, message. */
export interface WhatsAppRequest {
  name: string;
  phonePrefix: string;
  phoneNumber: string;
  message: string;
}

export type WhatsAppField = 'name' | 'phoneNumber';

/**
 * docs/spec.md §5: name and phone number are required ('Name is required', 'Phone Number is
 * required'); nothing else is checked. The message keys of the fields that fail.
 */
export function whatsAppErrors(request: WhatsAppRequest): Partial<Record<WhatsAppField, string[]>> {
  const errors: Partial<Record<WhatsAppField, string[]>> = {};
  if (!request.name.trim()) errors.name = ['contact.whatsApp.nameRequired'];
  if (!request.phoneNumber.trim()) errors.phoneNumber = ['contact.whatsApp.phoneNumberRequired'];
  return errors;
}

/** The customer's phone as the message states it: '+34 612 345 678'. */
export function whatsAppPhone({ phonePrefix, phoneNumber }: WhatsAppRequest): string {
  return [phonePrefix && `+${phonePrefix}`, phoneNumber.trim()].filter(Boolean).join(' ');
}

/** The chat link: WhatsApp opens a chat with `number` and `text` already written. */
export function whatsAppUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
