// npm run contracts:record -w shared-contracts
// Records the contract surface (every bus event and API call, as JSON Schemas) in
// contract-snapshot.json, after src/evolution/evolution.test.ts has found the change
// compatible. Commit the file with the change: CI compares every later change against it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as contracts from '../src/index';
import { compareSurfaces } from '../src/evolution/compare-surfaces';
import { type ContractSurface, contractSurface } from '../src/evolution/contract-surface';

const file = fileURLToPath(new URL('../contract-snapshot.json', import.meta.url));
const current = contractSurface(contracts);
if (existsSync(file)) {
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as ContractSurface;
  const { breaking } = compareSurfaces(recorded, current);
  if (breaking.length > 0 && !process.argv.includes('--accept-breaking')) {
    console.error(`Not recorded: the change breaks the contract.\n- ${breaking.join('\n- ')}`);
    console.error('Give the changed event or call a new name instead (shared-contracts/README.md).');
    process.exit(1);
  }
}
writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
console.log(
  `Recorded ${Object.keys(current.events).length} events and ${Object.keys(current.calls).length} calls in contract-snapshot.json.`,
);
