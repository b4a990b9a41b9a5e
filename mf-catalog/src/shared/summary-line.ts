/** How long a line of a page's description may be, as search results show it (~155 characters). */
export const SUMMARY_LINE_LENGTH = 155;

// A sentence ends at '.', '!', '?' or '…' followed by a space or the end ('1.5 m' goes on).
const FIRST_SENTENCE = /^.*?[.!?…](?=\s|$)/;

/**
 * One line of a longer text for a page's description: its first sentence, on one line, cut on
 * a word boundary with '…' when longer than `limit` characters (the '…' included).
 */
export function summaryLine(text: string, limit = SUMMARY_LINE_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = FIRST_SENTENCE.exec(flat)?.[0] ?? flat;
  if (sentence.length <= limit) return sentence;
  const cut = sentence.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, limit - 1);
  return `${words.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}
