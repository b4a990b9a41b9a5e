/** The bundler's hash of this build (rspack replaces the name); absent where no bundler ran (tests). */
declare const __webpack_hash__: string | undefined;

/**
 * The shell's release, as error reports name it: its build's hash. The shell is served from
 * one folder (SHELL_DIST) with no release in its addresses, so its build is how one is told
 * from the next.
 */
export const SHELL_RELEASE: string =
  typeof __webpack_hash__ === 'string' ? __webpack_hash__.slice(0, 12) : 'development';
