// The shop exactly as `npm start` serves it (tooling/server/start.ts), with its output — the API's
// log lines and the render workers' warnings, thousands under load — in the file SHOP_LOG
// instead of the benchmark's output.
import { closeSync, openSync } from 'node:fs';

const logFile = process.env.SHOP_LOG;
if (!logFile) throw new Error('SHOP_LOG names no file');

// The file takes the place of standard output and error (a file opened takes the lowest free
// descriptor): the API's logger writes to descriptor 1 itself, and Node pipes each render
// worker's standard error into the process's.
for (const descriptor of [1, 2]) {
  closeSync(descriptor);
  if (openSync(logFile, 'a') !== descriptor)
    throw new Error(`the log did not become descriptor ${descriptor}`);
}

import('tooling-server/start').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
