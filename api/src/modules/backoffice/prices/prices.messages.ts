import { type MessageTexts } from '../../../i18n/message-texts';

// Messages of the back office's prices screen (issue 28); the fields' own formats are the
// contract's (i18n/contract.messages.ts).

export const PRICES_MESSAGES = {
  price_product_unknown: { es: 'Este producto no existe', en: 'This product does not exist' },
  price_edit_empty: {
    es: 'Indica un precio, un descuento o un cambio de existencias',
    en: 'Give a price, a discount or a change of stock',
  },
  price_version_conflict: {
    es: 'Otra persona del equipo ha cambiado este producto mientras lo editabas. Revisa su cambio y vuelve a aplicar el tuyo',
    en: 'Another staff member changed this product while you were editing it. Check their change and apply yours again',
  },
  price_stock_below_zero: {
    es: 'Las existencias quedarían por debajo de 0: se han vendido unidades mientras tanto (quedan {stock})',
    en: 'The stock would go below 0: units were sold meanwhile ({stock} left)',
  },
  price_stock_above_max: {
    es: 'Las existencias pasarían de {max} unidades',
    en: 'The stock would go above {max} units',
  },
  price_selection_changed: {
    es: 'La selección cubre ahora {count} productos, no {expected}. Revisa el cambio de nuevo',
    en: 'The selection now covers {count} products, not {expected}. Preview the change again',
  },
  price_bulk_out_of_bounds: {
    es: '{count} productos quedarían fuera de los límites (precio de 0,01 a 1.000.000,00 €, existencias de 0 a {max}): no se ha cambiado nada',
    en: '{count} products would end out of bounds (price from €0.01 to €1,000,000.00, stock from 0 to {max}): nothing was changed',
  },
} as const satisfies MessageTexts;
