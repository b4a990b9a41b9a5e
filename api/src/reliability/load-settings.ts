// The size of a crowd: `npm test` runs a small one (60 buyers, 10 retrying), `npm run
// test:load` the full one (LOAD_BUYERS=500, LOAD_RETRIES=50). The product always has 10 units.
// The SIGKILL-at-each-step run (kill-at-each-step.test.ts) pays with one buyer per step in
// `npm test`, and with a tenth of LOAD_BUYERS per step (50) under `npm run test:load`.

export interface LoadSettings {
  buyers: number;
  /** Buyers who send their authorisation twice at once. */
  retries: number;
  /** Units of the product left when the crowd pays. */
  units: number;
}

export const SMALL_CROWD: LoadSettings = { buyers: 60, retries: 10, units: 10 };

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got '${value}'`);
  return parsed;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): LoadSettings {
  const buyers = count(env.LOAD_BUYERS, SMALL_CROWD.buyers, 'LOAD_BUYERS');
  const retries = count(env.LOAD_RETRIES, SMALL_CROWD.retries, 'LOAD_RETRIES');
  const { units } = SMALL_CROWD;
  if (buyers <= units) throw new Error(`LOAD_BUYERS must be above the ${units} units on sale, got ${buyers}`);
  if (retries > buyers) throw new Error(`LOAD_RETRIES (${retries}) cannot exceed LOAD_BUYERS (${buyers})`);
  return { buyers, retries, units };
}

/** Buyers paying through the instance killed at each step of an authorisation. */
export function killStepBuyers(env: NodeJS.ProcessEnv = process.env): number {
  const crowd = count(env.LOAD_BUYERS, 0, 'LOAD_BUYERS');
  return crowd === 0 ? 1 : Math.max(1, Math.ceil(crowd / 10));
}
