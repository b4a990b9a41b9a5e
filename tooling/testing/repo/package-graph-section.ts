// The section of docs/architecture.md that shows the package graph, and its rendering.
import path from 'node:path';
import { REPO } from './repo-root';

export const ARCHITECTURE_DOC = path.join(REPO, 'docs', 'architecture.md');
export const PACKAGE_GRAPH_SECTION = 'package-graph';

/** The section's text: dependency-cruiser's Mermaid flowchart in a fenced block. */
export const packageGraphSection = (mermaid: string) => `\`\`\`mermaid\n${mermaid}\n\`\`\``;
