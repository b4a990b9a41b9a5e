// A generated section of a Markdown document, between two marker comments: read it, or
// replace it with a fresh rendering.

const start = (name: string) => `<!-- ${name}:start -->`;
const end = (name: string) => `<!-- ${name}:end -->`;

/** The section's text between its markers, or undefined when the document has no such section. */
export function readSection(markdown: string, name: string): string | undefined {
  const from = markdown.indexOf(start(name));
  const to = markdown.indexOf(end(name));
  if (from < 0 || to < from) return undefined;
  return markdown.slice(from + start(name).length, to).trim();
}

/** The document with the section's text replaced. */
export function writeSection(markdown: string, name: string, text: string): string {
  const from = markdown.indexOf(start(name));
  const to = markdown.indexOf(end(name));
  if (from < 0 || to < from) throw new Error(`no ${start(name)} … ${end(name)} section`);
  return `${markdown.slice(0, from)}${start(name)}\n${text}\n${markdown.slice(to)}`;
}
