// zod builds fast object parsers with `new Function` where the page allows it, and finds out
// once with `Function('')` in a try/catch. The shop's Content-Security-Policy has no
// 'unsafe-eval': the probe is refused, and Chromium reports the refusal as a CSP violation
// (a `securitypolicyviolation` event and a console error) although zod catches it. jitless
// parses without generated code and skips the probe. zod keeps its configuration on
// globalThis, so this one call covers every container's zod on the page.
import { z } from 'zod';

z.config({ jitless: true });
