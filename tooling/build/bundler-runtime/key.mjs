/** Where the shell leaves Module Federation's bundler runtime for the remotes (a page global). */
export const BUNDLER_RUNTIME_KEY = '__SHOP_MF_BUNDLER_RUNTIME__';
