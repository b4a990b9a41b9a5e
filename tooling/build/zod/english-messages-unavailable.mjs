// Browser builds only: zod's English messages (zod/v4/locales/en.js, registered by its classic
// schemas) replaced by none, so an issue without a message of its own says "Invalid input".
// No browser code shows zod's words to anyone: the contracts' schemas name their own message
// keys ('price_too_low'…), forms show the API's messages, and a malformed answer is reported
// by its issues' codes and paths, which stay. The page downloads 0.8 KB gzip less of the
// shared zod. tooling/build/rspack-common.mjs swaps it in.
export default function englishMessagesUnavailable() {
  return { localeError: () => undefined };
}
