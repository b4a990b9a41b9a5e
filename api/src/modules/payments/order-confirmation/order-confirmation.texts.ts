import { type ShopLanguage } from '../gateway/payment-gateway';

// The order confirmation e-mail's words, in the shop's two languages. Placeholders in braces
// are filled by order-confirmation-mail.ts; amounts come already formatted.

export interface OrderMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  heading: string;
  line: string;
  subtotal: string;
  discount: string;
  total: string;
  billing: string;
  shipping: string;
  delivery: string;
  deliveryHome: string;
  deliveryStudioPickup: string;
  link: string;
  linkNote: string;
  signature: string;
}

export const ORDER_MAIL_TEXTS: Record<ShopLanguage, OrderMailTexts> = {
  es: {
    subject: 'Tu pedido {code} en Olmo',
    greeting: 'Hola:',
    intro: 'Gracias por tu compra. Hemos recibido el pago de tu pedido {code} y ya lo estamos preparando.',
    heading: 'Tu pedido {code}',
    line: '- {name}: {quantity} × {price} = {total}',
    subtotal: 'Subtotal: {amount}',
    discount: 'Descuento {coupon} ({percent} %): −{amount}',
    total: 'Total: {amount}',
    billing: 'Dirección de facturación',
    shipping: 'Dirección de envío',
    delivery: 'Entrega: {method}',
    deliveryHome: 'a domicilio, en {min} a {max} días laborables',
    deliveryStudioPickup: 'recogida en el estudio, lista en {min} días laborables',
    link: 'Puedes ver tu pedido en este enlace:',
    linkNote: 'El enlace abre el pedido sin iniciar sesión durante {days} días; no lo compartas.',
    signature: 'Olmo · Estudio de interiorismo',
  },
  en: {
    subject: 'Your Olmo order {code}',
    greeting: 'Hello,',
    intro:
      'Thank you for your purchase. We have received the payment of your order {code} and are getting it ready.',
    heading: 'Your order {code}',
    line: '- {name}: {quantity} × {price} = {total}',
    subtotal: 'Subtotal: {amount}',
    discount: 'Discount {coupon} ({percent} %): −{amount}',
    total: 'Total: {amount}',
    billing: 'Billing address',
    shipping: 'Shipping address',
    delivery: 'Delivery: {method}',
    deliveryHome: 'to your address, in {min} to {max} working days',
    deliveryStudioPickup: 'pick-up at the studio, ready in {min} working days',
    link: 'You can see your order at this link:',
    linkNote: 'The link opens the order without signing in for {days} days; do not share it.',
    signature: 'Olmo · Interior design studio',
  },
};
