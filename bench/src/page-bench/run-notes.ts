import { type PageRow, type RenderingMode } from './measure-page';
import { type PagePair } from './page-table';

const MODES = ['on', 'off'] as const;

/** `describe`'s line for each mode's row it gives one for, named by mode and target. */
function linesOf(
  pairs: readonly PagePair[],
  describe: (row: PageRow, mode: RenderingMode) => string | undefined,
): string[] {
  return pairs.flatMap((pair) =>
    MODES.flatMap((mode) => {
      const line = describe(pair[mode], mode);
      return line === undefined ? [] : [`SERVER_RENDERING=${mode}, ${pair[mode].name}: ${line}`];
    }),
  );
}

/** Answers that were not 2xx, failed or timed out. */
export const failureLines = (pairs: readonly PagePair[]) =>
  linesOf(pairs, ({ result }) => {
    if (result.non2xx + result.errors + result.timeouts === 0) return undefined;
    const codes = Object.entries(result.statusCodeStats)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count} × ${code}`);
    return `${result.non2xx} non-2xx${codes.length > 0 ? ` (${codes.join(', ')})` : ''}, ${result.errors} errors, ${result.timeouts} timeouts`;
  });

/** Uncached targets whose connections ran out of fresh addresses, or whose list of addresses did. */
export const repeatLines = (pairs: readonly PagePair[]) =>
  linesOf(pairs, ({ ranOut, repeated }, mode) =>
    ranOut + repeated > 0
      ? `${ranOut} connections ran out of fresh addresses, ${repeated} addresses handed out twice` +
        (mode === 'off' ? ' (harmless: without server rendering, nothing is kept by address)' : '')
      : undefined,
  );

/** Requests that got no answer, beyond the one a connection may have in flight when a run stops. */
export const unansweredLines = (pairs: readonly PagePair[], connections: number) =>
  linesOf(pairs, ({ unanswered }) => (unanswered > connections ? `${unanswered}` : undefined));
