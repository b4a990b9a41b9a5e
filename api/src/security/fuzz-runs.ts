// How many requests the fuzzer sends: FUZZ_RUNS, or 1,000 in the default test run (CI);
// `npm run test:security` sets 10,000.

export const DEFAULT_FUZZ_RUNS = 1000;

export function fuzzRuns(env: NodeJS.ProcessEnv = process.env): number {
  const runs = Number(env.FUZZ_RUNS);
  return Number.isSafeInteger(runs) && runs > 0 ? runs : DEFAULT_FUZZ_RUNS;
}

/** A fixed seed (FUZZ_SEED) replays a run; otherwise fast-check picks one and names it on failure. */
export function fuzzSeed(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const seed = Number(env.FUZZ_SEED);
  return env.FUZZ_SEED && Number.isSafeInteger(seed) ? seed : undefined;
}
