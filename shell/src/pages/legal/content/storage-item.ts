import { type Block, type Subsection } from './legal-document';

/** One thing the shop keeps in the visitor's browser, as the cookie policy describes it. */
export interface StorageItem {
  heading: string;
  where: string;
  contents: string;
  purpose: string;
  duration: string;
  type: string;
  /** Anything the five facts do not say. */
  notes?: readonly Block[];
}

export type StorageLabels = Record<'where' | 'contents' | 'purpose' | 'duration' | 'type', string>;

/** The cookie policy's subsection for an item: its five facts, in the same order for every item. */
export function storageSubsection(labels: StorageLabels, item: StorageItem): Subsection {
  const keys = ['where', 'contents', 'purpose', 'duration', 'type'] as const;
  return {
    heading: item.heading,
    blocks: [{ facts: keys.map((key) => ({ term: labels[key], detail: item[key] })) }, ...(item.notes ?? [])],
  };
}
