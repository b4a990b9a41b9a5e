import { type OriginalPosition } from './source-map-resolver';

/** What reads a script position back to its source (SourceMapResolver). */
export interface PositionResolver {
  originalPosition(url: string, line: number, column: number): Promise<OriginalPosition | undefined>;
}

/** `    at name (url:line:column)` or `    at url:line:column` (Chromium). */
const V8_FRAME = /^(\s*at\s+)(?:(.+?)\s+\()?(https?:\/\/[^\s()]+):(\d+):(\d+)\)?\s*$/;
/** `name@url:line:column` (Firefox, Safari). */
const AT_SIGN_FRAME = /^(\s*)([^@\s]*)@(https?:\/\/\S+):(\d+):(\d+)\s*$/;

interface Frame {
  style: 'v8' | 'at-sign';
  indent: string;
  name: string;
  url: string;
  line: number;
  column: number;
}

function frameOf(text: string): Frame | undefined {
  const v8 = V8_FRAME.exec(text);
  if (v8)
    return { style: 'v8', indent: v8[1]!, name: v8[2] ?? '', url: v8[3]!, line: +v8[4]!, column: +v8[5]! };
  const atSign = AT_SIGN_FRAME.exec(text);
  if (atSign)
    return {
      style: 'at-sign',
      indent: atSign[1]!,
      name: atSign[2]!,
      url: atSign[3]!,
      line: +atSign[4]!,
      column: +atSign[5]!,
    };
  return undefined;
}

function written(frame: Frame, { source, line, column }: OriginalPosition, name: string): string {
  const place = `${source}:${line}:${column}`;
  if (frame.style === 'at-sign') return `${frame.indent}${name}@${place}`;
  return name ? `${frame.indent}${name} (${place})` : `${frame.indent}${place}`;
}

/** Whether a source is the shop's own code (not a library's): its call sites name the shop's functions. */
const isShopSource = (position: OriginalPosition | undefined) =>
  position !== undefined && !position.source.startsWith('node_modules/');

/**
 * A browser's stack with each frame of a shop script read back to its source file, line,
 * column and function; any other line (the message, a frame of another script, one whose
 * map is gone) stays as it was sent. A frame's function is named by its caller's call site,
 * where the map keeps the original name of the function called; minified otherwise.
 */
export async function mapStack(stack: string, resolver: PositionResolver): Promise<string> {
  const lines = stack.split('\n');
  const frames = lines.map(frameOf);
  const positions = await Promise.all(
    frames.map((frame) => frame && resolver.originalPosition(frame.url, frame.line, frame.column)),
  );
  return lines
    .map((text, index) => {
      const frame = frames[index];
      const position = positions[index];
      if (!frame || !position) return text;
      const caller = positions[index + 1];
      const name = (isShopSource(caller) && caller?.name) || frame.name;
      return written(frame, position, name);
    })
    .join('\n');
}
