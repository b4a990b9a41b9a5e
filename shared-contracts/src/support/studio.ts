/**
 * The studio's contact data, in one place for /contact, the WhatsApp link and the home page's
 * structured data (FurnitureStore). Fictional, as the shell's legal pages (the same street, post
 * code and mailbox): 28000 is no Madrid post code and the 600 000 000 numbers are examples.
 */
export const STUDIO = {
  name: 'Olmo · Estudio de interiorismo',
  street: 'Calle de los Ebanistas, 12',
  postCode: '28000',
  city: 'Madrid',
  /** ISO 3166-1 alpha-2: the studio is in Spain (its jurisdiction, docs/spec.md §1). */
  country: 'ES',
  /** As people dial it, and as a `tel:` link takes it. */
  phone: { display: '+34 600 000 000', dial: '+34600000000' },
  /** The WhatsApp chat's number: country code and number, digits only (wa.me's form). */
  whatsApp: '34600000001',
  email: 'hola@olmo-estudio.example',
} as const;

/** The WhatsApp number as people read it. */
export const STUDIO_WHATSAPP_DISPLAY = '+34 600 000 001';
