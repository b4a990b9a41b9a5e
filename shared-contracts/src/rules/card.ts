// Card rules of docs/spec.md §5 and §9 that the card form and the API both apply.

/** The Luhn (mod 10) check digit test every Visa and Mastercard number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The four-digit year of a card's two-digit expiry year: '29' → 2029. */
export function cardExpiryYear(twoDigits: string | number): number {
  return 2000 + Number(twoDigits);
}

/**
 * A card is valid through the last day of its expiry month (MM/YY). Compared in UTC: a
 * card expiring this month is still taken everywhere on Earth; the issuer has the last word.
 */
export function isCardExpired(month: number, year: number, now: Date = new Date()): boolean {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth;
}
