const CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const ALPHANUMERICS = `${CAPITALS}abcdefghijklmnopqrstuvwxyz${DIGITS}`;

/** Random integers below `bound`, one per slot (crypto: a placeholder some people copy). */
function randomIndexes(count: number, bound: number): number[] {
  const values = new Uint32Array(count);
  globalThis.crypto.getRandomValues(values);
  return [...values].map((value) => value % bound);
}

/**
 * The example password shown as the placeholder of password inputs (docs/spec.md §9): 8
 * characters, a capital letter, a digit, then 6 letters or digits.
 */
export function examplePassword(): string {
  const [capital, digit, ...rest] = randomIndexes(8, ALPHANUMERICS.length);
  return (
    CAPITALS[capital! % CAPITALS.length]! +
    DIGITS[digit! % DIGITS.length]! +
    rest.map((index) => ALPHANUMERICS[index]!).join('')
  );
}
