import { type MessageTexts } from '../../i18n/message-texts';

// Messages of the back office: staff invitations (and the invitation mail, which goes out in
// both languages, Castellano first), order status changes and discount coupons.

export const BACKOFFICE_MESSAGES = {
  staff_invite_unknown: {
    es: 'Este enlace de invitación no es válido',
    en: 'This invitation link is not valid',
  },
  staff_invite_spent: {
    es: 'Esta invitación ya se ha usado o ha caducado. Pide una nueva',
    en: 'This invitation has been used or has expired. Ask for a new one',
  },
  staff_invite_mail_subject: {
    es: 'Invitación al back office de Olmo',
    en: 'Invitation to the Olmo back office',
  },
  staff_invite_mail_text: {
    es: [
      'Hola:',
      '',
      'Te invitan a gestionar la tienda de Olmo, Estudio de interiorismo: sus pedidos y sus códigos de descuento. Para crear tu cuenta del personal, abre este enlace y elige una contraseña:',
      '',
      '{link}',
      '',
      'El enlace sirve una sola vez y caduca en {hours} horas. Si te llega otra invitación, esta deja de funcionar.',
      '',
      'Si no esperabas este mensaje, ignóralo: no se crea ninguna cuenta.',
      '',
      'Olmo · Estudio de interiorismo',
    ].join('\n'),
    en: [
      'Hello,',
      '',
      'You are invited to run the shop of Olmo, Interior design studio: its orders and its discount codes. To create your staff account, open this link and choose a password:',
      '',
      '{link}',
      '',
      'The link works once and expires in {hours} hours. If another invitation reaches you, this one stops working.',
      '',
      'If you did not expect this message, ignore it: no account is created.',
      '',
      'Olmo · Interior design studio',
    ].join('\n'),
  },
  order_not_paid: {
    es: 'El pedido {code} aún no está pagado: su estado no se puede cambiar',
    en: 'The order {code} is not paid yet: its status cannot be changed',
  },
  coupon_exists: {
    es: 'Ya existe un cupón con el código {code}',
    en: 'A coupon with the code {code} already exists',
  },
} as const satisfies MessageTexts;
