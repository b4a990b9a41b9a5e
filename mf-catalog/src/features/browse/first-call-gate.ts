/**
 * docs/spec.md §4: the first price-range notification after a listing loads is ignored. The
 * price filter reports its range once when it mounts; that report is not a visitor's choice.
 */
export function createFirstCallGate(): { pass(): boolean } {
  let seen = false;
  return {
    pass() {
      if (seen) return true;
      seen = true;
      return false;
    },
  };
}
