import { type NamespaceResources } from './namespace';

/**
 * Strings that several packages show with the same words: stock messages, sort options,
 * order statuses, the retry of a failed load. The shell registers this namespace; everyone reads `common:…` keys.
 */
export const COMMON_NAMESPACE = 'common';

export const commonResources: NamespaceResources = {
  'es-ES': {
    stock: {
      askAvailability: 'Consultar disponibilidad',
      onlyUnitsLeft_one: 'Solo queda {{stock}} unidad',
      onlyUnitsLeft_other: 'Solo quedan {{stock}} unidades',
      inStock: 'En stock',
    },
    sort: {
      best_selling: 'Más vendidos',
      name_asc: 'Alfabéticamente A-Z',
      name_desc: 'Alfabéticamente Z-A',
      price_asc: 'Precio de menor a mayor',
      price_desc: 'Precio de mayor a menor',
    },
    orderStatus: {
      PAYMENT: 'Pendiente de pago',
      RECEIVED: 'Recibido',
      SEND: 'Enviado',
      DELIVERED: 'Entregado',
    },
    pagination: { previous: 'Página anterior', next: 'Página siguiente', page: 'Página {{page}}' },
    load: { retry: 'Reintentar' },
  },
  'en-US': {
    stock: {
      askAvailability: 'Ask availability',
      onlyUnitsLeft_one: 'Only {{stock}} unit left',
      onlyUnitsLeft_other: 'Only {{stock}} units left',
      inStock: 'In stock',
    },
    sort: {
      best_selling: 'Best selling',
      name_asc: 'Alphabetically A-Z',
      name_desc: 'Alphabetically Z-A',
      price_asc: 'Price low to high',
      price_desc: 'Price high to low',
    },
    orderStatus: {
      PAYMENT: 'Awaiting payment',
      RECEIVED: 'Received',
      SEND: 'Sent',
      DELIVERED: 'Delivered',
    },
    pagination: { previous: 'Previous page', next: 'Next page', page: 'Page {{page}}' },
    load: { retry: 'Try again' },
  },
};
