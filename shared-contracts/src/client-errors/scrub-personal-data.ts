// What an error's text may carry of a person, found by its shape and replaced before the text
// is sent (the browser) and again before it is logged (the API): a message or a stack is read
// by operators, never by the people it came from. Names and addresses have no shape to find:
// the reporters send an error's own message and stack, never a form's values.

const REPLACEMENTS: ReadonlyArray<readonly [RegExp, string]> = [
  // E-mail addresses.
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // JSON Web Tokens (sessions), and whatever follows a Bearer.
  [/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[token]'],
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [token]'],
  // A guest order's link: its token in the API's path and in the page's query (maskUrl in api/src/logging.ts).
  [/(\/orders\/guest\/[^/?#\s]+\/)[^/?#\s]+/g, '$1***'],
  [/([?&](?:access_token|token)=)[^&#\s:)'"]*/gi, '$1***'],
  // 13 to 19 digits, alone or grouped by spaces or dashes: a card number's shape.
  [/(?<![\w.])\d(?:[ -]?\d){12,18}(?!\w)/g, '[number]'],
];

/** The text with e-mails, card-like numbers, session tokens and guest-link tokens replaced. */
export function scrubPersonalData(text: string): string {
  return REPLACEMENTS.reduce(
    (scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement),
    text,
  );
}
