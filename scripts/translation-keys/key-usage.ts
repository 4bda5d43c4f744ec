import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { propertyName, root } from './locale-texts.ts';

/*
 * Where the web app's code names interface keys: literal keys, prefixes of built keys, and the
 * values each t() call passes.
 */

const WEB_SOURCE = 'apps/web/src';

export interface Usage {
  exact: Map<string, Set<string>>;
  prefixes: Map<string, Set<string>>;
  /** Literal keys passed to t() or set as a `…Key` property: these must exist in English. */
  asked: { key: string; file: string }[];
  /**
   * t() calls with a literal key and the names of the values they pass; `passed` is null when
   * the call's values cannot be read (a variable, a spread), so nothing is claimed about them.
   */
  calls: { key: string; file: string; passed: string[] | null }[];
  /** The same for t() calls whose key is built, `` t(`notifications.progress.${state}`) ``. */
  builtCalls: { prefix: string; file: string; passed: string[] | null }[];
}

/** Names of the values a t() call's second argument passes, or null if it cannot be told. */
function passedValues(options: ts.Expression | undefined): string[] | null {
  if (options === undefined) return [];
  if (!ts.isObjectLiteralExpression(options)) return null;
  const names: string[] = [];
  for (const property of options.properties) {
    if (ts.isSpreadAssignment(property)) return null;
    const name = property.name && !ts.isPrivateIdentifier(property.name) ? propertyName(property.name) : null;
    if (name === null) return null;
    names.push(name);
  }
  return names;
}

function isTranslateCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

function record(map: Map<string, Set<string>>, key: string, file: string): void {
  const files = map.get(key) ?? new Set<string>();
  files.add(file);
  map.set(key, files);
}

export function emptyUsage(): Usage {
  return { exact: new Map(), prefixes: new Map(), asked: [], calls: [], builtCalls: [] };
}

/** Adds what one source file says about keys to `usage`. */
export function scanSource(file: string, text: string, knownKeys: ReadonlySet<string>, usage: Usage): Usage {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (knownKeys.has(node.text)) record(usage.exact, node.text, file);
      // A prefix kept in a constant, e.g. const prefix = 'companyInfo.about.validation.'.
      else if (/^[a-z][\w-]*\.([\w-]+\.)*$/.test(node.text)) record(usage.prefixes, node.text, file);
    } else if (ts.isTemplateExpression(node) && node.head.text.includes('.')) {
      record(usage.prefixes, node.head.text, file);
      const [only, ...more] = node.templateSpans;
      const call = node.parent;
      // `prefix.${value}`: any key under the prefix may be asked for, so each must be filled.
      if (only && more.length === 0 && only.literal.text === '' && node.head.text.endsWith('.')) {
        if (ts.isCallExpression(call) && isTranslateCall(call) && call.arguments[0] === node) {
          usage.builtCalls.push({ prefix: node.head.text, file, passed: passedValues(call.arguments[1]) });
        }
      }
    }
    const askedLiteral =
      ts.isCallExpression(node) && isTranslateCall(node) && node.arguments[0]
        ? node.arguments[0]
        : (ts.isPropertyAssignment(node) || ts.isJsxAttribute(node)) &&
            ts.isIdentifier(node.name) &&
            /^(i18nKey|[a-z]+Key)$/.test(node.name.text) &&
            node.initializer
          ? node.initializer
          : undefined;
    // Keys of this app are always nested ("feature.name"); a bare word is some other kind of key.
    if (
      askedLiteral &&
      (ts.isStringLiteral(askedLiteral) || ts.isNoSubstitutionTemplateLiteral(askedLiteral)) &&
      askedLiteral.text.includes('.')
    ) {
      usage.asked.push({ key: askedLiteral.text, file });
      if (ts.isCallExpression(node)) {
        usage.calls.push({ key: askedLiteral.text, file, passed: passedValues(node.arguments[1]) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return usage;
}

export function usages(knownKeys: ReadonlySet<string>): Usage {
  const usage = emptyUsage();
  const files = globSync(`${WEB_SOURCE}/**/*.{ts,tsx}`, { cwd: root })
    .filter((file) => !/\/locales\/|\.test\.tsx?$|\/test\//.test(file))
    .sort();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    // Cheap pre-filter: most files name no key at all.
    if (/\bt\(|Key\b|['"`][a-z][\w-]*\.[\w.-]/.test(text)) scanSource(file, text, knownKeys, usage);
  }
  return usage;
}
