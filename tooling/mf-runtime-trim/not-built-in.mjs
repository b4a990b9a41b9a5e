// runtime-core's preloading and snapshot files are left out of the shell's Module Federation
// runtime (about 10 KB of its entry, 3 KB gzip, with the sdk code only they used).
/** A function of a part left out, which says so when called. */
export const notBuiltIn = (what) => () => {
  throw new Error(
    `[shop] ${what} is not built into the shop's Module Federation runtime (tooling/mf-runtime-trim)`,
  );
};
