import { scriptJson } from 'remote-kit';

/** A schema.org node as JSON-LD: its type, and its properties (text, numbers, nodes, lists). */
export interface JsonLdNode {
  '@context'?: string;
  '@type': string;
  [property: string]: JsonLdValue | undefined;
}
export type JsonLdValue = string | number | JsonLdNode | readonly JsonLdValue[];

/** JSON-LD's context for schema.org (the terms resolve to https://schema.org/…). */
export const SCHEMA_ORG = 'https://schema.org';

/**
 * Structured data in the page's markup: `<script type="application/ld+json">`, a data block
 * that no browser runs (so the page's Content-Security-Policy has nothing to allow) and that
 * search engines read. Its text is escaped as the server's data blocks are: no value can
 * close the element. The same element on the server and in the browser.
 */
export function JsonLd({ data }: { data: JsonLdNode }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}

/**
 * A path of the shop (or a picture's) as an absolute URL on the page's origin (the bus topic
 * 'page.origin'); the path itself where the page has none (a server not told its public address).
 */
export function onOrigin(path: string, origin: string | undefined): string {
  return origin ? new URL(path, origin).href : path;
}
