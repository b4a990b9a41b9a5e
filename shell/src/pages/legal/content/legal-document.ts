// The shape of a help or legal text. Texts are data, not JSX, so translators and lawyers
// can review them as plain prose and every page renders with the same markup.

/** A link inside a paragraph: `to` for a route of the shop, `href` for mail or another site. */
export type Inline =
  string | { readonly text: string; readonly to: string } | { readonly text: string; readonly href: string };

/** A paragraph: plain text, or text with links. */
export type RichText = string | readonly Inline[];

export interface ListBlock {
  readonly list: readonly RichText[];
  readonly ordered?: boolean;
}

/** Term and detail pairs, e.g. the company's identification data. */
export interface FactsBlock {
  readonly facts: readonly { readonly term: string; readonly detail: RichText }[];
}

export type Block = RichText | ListBlock | FactsBlock;

export interface Subsection {
  readonly heading: string;
  readonly blocks: readonly Block[];
}

export interface Question {
  readonly question: string;
  readonly answer: readonly Block[];
}

export interface Section {
  /** Anchor of the section; the same in every language, so links to it work in both. */
  readonly id: string;
  readonly heading: string;
  readonly blocks?: readonly Block[];
  readonly subsections?: readonly Subsection[];
  readonly questions?: readonly Question[];
}

export interface LegalDocument {
  /** ISO date (YYYY-MM-DD) of the text's last revision. */
  readonly lastUpdated: string;
  /** Legal texts number their sections so they can be cited ("section 5"). */
  readonly numbered: boolean;
  readonly intro?: readonly Block[];
  readonly sections: readonly Section[];
}

export function isRichText(block: Block): block is RichText {
  return typeof block === 'string' || Array.isArray(block);
}
