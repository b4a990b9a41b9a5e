import { type ROUTES } from 'shared-contracts';
import { type Inline } from './legal-document';

/**
 * The studio's identification and contact data (LSSI-CE art. 10), shared by both
 * languages so every page quotes the same company. The data are fictional: the zero
 * NIF and registry entries and the 28000 post code do not exist.
 */
export const STUDIO = {
  brand: 'Olmo · Estudio de interiorismo',
  legalName: 'Olmo Estudio de Interiorismo, S.L.',
  taxId: 'B00000000',
  street: 'Calle de los Ebanistas, 12',
  postCode: '28000',
  city: 'Madrid',
  registry: { tomo: '00000', folio: '000', hoja: 'M-000000' },
  website: 'www.olmo-estudio.example',
  email: 'hola@olmo-estudio.example',
  privacyEmail: 'privacidad@olmo-estudio.example',
} as const;

export const AEPD_WEBSITE = 'https://www.aepd.es';

export function mail(address: string): Inline {
  return { text: address, href: `mailto:${address}` };
}

export const studioMail = mail(STUDIO.email);
export const privacyMail = mail(STUDIO.privacyEmail);

/** A link to one of the shop's own pages. */
export function route(text: string, to: (typeof ROUTES)[keyof typeof ROUTES]): Inline {
  return { text, to };
}
