// Where the bytes of a built chunk come from, read from its source map: each generated character
// is counted for the source file its mapping names (characters before a line's first mapping count
// as "(chunk glue)": imports, exports and the wrappers between modules). Used by
// bench/web-initial-js.ts --origins to say what a first view's JavaScript is made of.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const GLUE = '(chunk glue)';

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** The values of one mapping segment (base64 VLQ, as the source map format writes them). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = BASE64.indexOf(character);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * Generated characters per source file of one chunk; `resolveSource` turns the map's (relative)
 * source names into paths.
 */
export function charactersBySource(
  code: string,
  map: SourceMap,
  resolveSource: (source: string) => string,
): Map<string, number> {
  const counts = new Map<string, number>();
  const count = (source: string, characters: number): void => {
    if (characters > 0) counts.set(source, (counts.get(source) ?? 0) + characters);
  };
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const starts: { column: number; source: string }[] = [];
    for (const segment of line.split(',').filter(Boolean)) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta === undefined) {
        starts.push({ column, source: GLUE });
        continue;
      }
      sourceIndex += sourceDelta;
      const source = map.sources[sourceIndex];
      starts.push({ column, source: source === undefined ? GLUE : resolveSource(source) });
    }
    count(GLUE, starts[0]?.column ?? length);
    starts.forEach((start, index) =>
      count(start.source, (starts[index + 1]?.column ?? length) - start.column),
    );
  });
  return counts;
}

/**
 * The origin a source file is reported under: an npm package, the contract's area, the interface
 * strings, or the web app's layer (a feature by name).
 */
export function originOf(source: string): string {
  if (source === GLUE) return GLUE;
  const path = source.replaceAll('\\', '/');
  const inPackage = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return `npm ${inPackage[1]}`;
  if (/\/locales\/[^/]+\.ts$/.test(path)) return 'interface strings (locales/)';
  if (path.includes('packages/contract/')) return 'contract';
  const web = path.match(/apps\/web\/src\/(features\/[^/]+|[^/]+)/);
  if (web) return `web src/${web[1]}`;
  return path;
}
