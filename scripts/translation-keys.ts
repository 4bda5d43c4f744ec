// The key registry of the interface texts (docs/product/translations.md#key-registry): every key of
// the English locale files of the web app and of the provider's pages and e-mails, with its English
// source, the description written above it, its arguments, its plural forms and where it is used.
//
//   node scripts/translation-keys.ts          prints a summary, the keys missing in English, unused keys
//   node scripts/translation-keys.ts --json   prints the whole registry as JSON
//
// scripts/translation-keys.test.ts fails when code uses a key that English does not have, or asks
// for a text without a value for one of its {{placeholders}}.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const WEB_SOURCE = 'apps/web/src';
const ENGLISH_FILES = ['apps/web/src/i18n/locales/en.ts', 'apps/web/src/features/*/locales/en.ts'];
const PROVIDER_FILE = 'apps/idp/src/i18n.ts';
/** Provider keys are registered under this prefix; the provider reads them by their bare name. */
export const PROVIDER_PREFIX = 'provider.';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const ARGUMENT = /\{\{\s*([A-Za-z_][\w.]*)\s*(?:,[^}]*)?\}\}/g;

export interface RegistryKey {
  /** Dotted key as the code asks for it (a plural key without its `_one`/`_other` suffix). */
  key: string;
  /** English text; for a plural key, the `other` form. */
  source: string;
  /** The comment written above the key (or above its nearest commented parent), if any. */
  description: string;
  /** Names of the `{{placeholders}}` the text takes. */
  args: string[];
  /** English text per CLDR plural category, for plural keys only. */
  plural: Record<string, string> | null;
  /** Locale file (repository path) the key is defined in. */
  file: string;
  /** Source files (repository paths) that name the key, or a prefix of it. */
  usedIn: string[];
}

export interface KeyRegistry {
  keys: RegistryKey[];
  /** Keys code asks for by their full literal name that English lacks, with where. */
  missing: { key: string; file: string }[];
  /** English keys no code names, not even through a prefix such as `screens.${screen}`. */
  unused: string[];
  /** t() calls that pass no value for a placeholder their English text names, with where. */
  unfilled: Unfilled[];
}

export interface Unfilled {
  key: string;
  file: string;
  /** The placeholders of the key's English text the call passes no value for. */
  unfilled: string[];
  /** For a built key, `` t(`prefix.${value}`) ``, its literal prefix: the call may never ask for this key. */
  builtFrom?: string;
}

export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(ARGUMENT)].map((match) => match[1] ?? ''))].sort();
}

function literalText(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalText(node.left);
    const right = literalText(node.right);
    return left === null || right === null ? null : left + right;
  }
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return null;
}

function propertyName(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return null;
}

function commentAbove(source: ts.SourceFile, node: ts.Node): string {
  const text = source.getFullText();
  const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  return ranges
    .map((range) =>
      text
        .slice(range.pos, range.end)
        .replace(/^\/\*\*?|\*\/$/g, '')
        .split('\n')
        .map((line) => line.replace(/^\s*(\*|\/\/)\s?/, '').trim())
        .filter(Boolean)
        .join(' '),
    )
    .join(' ')
    .trim();
}

interface DefinedText {
  key: string;
  text: string;
  description: string;
  file: string;
}

/** Every string of an object literal, by dotted path, with the nearest comment above it. */
function walkObject(
  source: ts.SourceFile,
  node: ts.ObjectLiteralExpression,
  prefix: string,
  inherited: string,
  file: string,
  into: DefinedText[],
): void {
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property)) {
      throw new Error(`${file}: only plain "key: value" entries are supported in a locale file`);
    }
    const name = propertyName(property.name);
    if (name === null) throw new Error(`${file}: computed key in a locale file`);
    const description = commentAbove(source, property) || inherited;
    const key = `${prefix}${name}`;
    if (ts.isObjectLiteralExpression(property.initializer)) {
      walkObject(source, property.initializer, `${key}.`, description, file, into);
      continue;
    }
    const text = literalText(property.initializer);
    if (text === null) throw new Error(`${file}: ${key} is not a string literal`);
    into.push({ key, text, description, file });
  }
}

function parse(file: string): ts.SourceFile {
  const text = readFileSync(path.join(root, file), 'utf8');
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

/** The object literal assigned to the top-level `const <name>` of a file. */
function topLevelObject(source: ts.SourceFile, names: readonly string[]): ts.ObjectLiteralExpression {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let value = declaration.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression;
      if (ts.isIdentifier(declaration.name) && names.includes(declaration.name.text) && value) {
        if (ts.isObjectLiteralExpression(value)) return value;
      }
    }
  }
  throw new Error(`${source.fileName}: no top-level object named ${names.join(' or ')}`);
}

function definedTexts(): DefinedText[] {
  const texts: DefinedText[] = [];
  const files = ENGLISH_FILES.flatMap((pattern) => globSync(pattern, { cwd: root })).sort();
  for (const file of files) {
    const source = parse(file);
    walkObject(source, topLevelObject(source, ['en', 'strings']), '', '', file, texts);
  }
  const provider = parse(PROVIDER_FILE);
  walkObject(provider, topLevelObject(provider, ['en']), PROVIDER_PREFIX, '', PROVIDER_FILE, texts);
  return texts;
}

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

function usages(knownKeys: ReadonlySet<string>): Usage {
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

/** Code's literal keys that English lacks (a plural key counts by its base name). */
export function missingKeys(usage: Usage, englishKeys: ReadonlySet<string>): { key: string; file: string }[] {
  return usage.asked.filter(({ key }) => !englishKeys.has(key));
}

/**
 * t() calls that leave a `{{placeholder}}` of the English text without a value: i18next would show
 * it as written, braces and all. Calls whose values cannot be read are left out.
 */
export function unfilledArguments(
  usage: Usage,
  keys: readonly Pick<RegistryKey, 'key' | 'args'>[],
): Unfilled[] {
  const argsOf = new Map(keys.map((entry) => [entry.key, entry.args]));
  const asked: { key: string; file: string; passed: string[] | null; builtFrom?: string }[] = [
    ...usage.calls,
    ...usage.builtCalls.flatMap(({ prefix, file, passed }) =>
      keys
        .filter((entry) => entry.key.startsWith(prefix))
        .map(({ key }) => ({ key, file, passed, builtFrom: prefix })),
    ),
  ];
  return asked.flatMap(({ key, file, passed, builtFrom }) => {
    const unfilled = (argsOf.get(key) ?? []).filter((name) => passed !== null && !passed.includes(name));
    if (unfilled.length === 0) return [];
    return [builtFrom === undefined ? { key, file, unfilled } : { key, file, unfilled, builtFrom }];
  });
}

/** Builds the registry from the locale files and the web app's code. */
export function extractKeyRegistry(): KeyRegistry {
  const texts = definedTexts();
  const byKey = new Map<string, RegistryKey>();
  const textKeys = new Set(texts.map((text) => text.key));
  for (const text of texts) {
    const category = PLURAL_SUFFIX.exec(text.key)?.[1];
    const base = category ? text.key.replace(PLURAL_SUFFIX, '') : text.key;
    const isPlural = category !== undefined && textKeys.has(`${base}_other`);
    const key = isPlural ? base : text.key;
    const entry = byKey.get(key) ?? {
      key,
      source: text.text,
      description: text.description,
      args: [],
      plural: isPlural ? {} : null,
      file: text.file,
      usedIn: [],
    };
    if (isPlural && category) {
      entry.plural![category] = text.text;
      if (category === 'other') entry.source = text.text;
    }
    entry.args = [...new Set([...entry.args, ...placeholdersOf(text.text)])].sort();
    byKey.set(key, entry);
  }

  const keys = [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
  const usage = usages(new Set([...byKey.keys(), ...textKeys]));
  const prefixes = [...usage.prefixes.entries()];
  for (const entry of keys) {
    const files = new Set<string>(usage.exact.get(entry.key));
    for (const [prefix, where] of prefixes) {
      if (entry.key.startsWith(prefix)) where.forEach((file) => files.add(file));
    }
    if (entry.key.startsWith(PROVIDER_PREFIX)) files.add(PROVIDER_FILE);
    entry.usedIn = [...files].sort();
  }
  const missing = missingKeys(usage, new Set([...byKey.keys(), ...textKeys]));
  const unused = keys.filter((entry) => entry.usedIn.length === 0).map((entry) => entry.key);
  return { keys, missing, unused, unfilled: unfilledArguments(usage, keys) };
}

if (import.meta.filename === process.argv[1]) {
  const registry = extractKeyRegistry();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(registry.keys, null, 2));
  } else {
    console.log(`${registry.keys.length} keys`);
    for (const { key, file } of registry.missing) console.log(`missing in English: ${key} (${file})`);
    for (const key of registry.unused) console.log(`unused: ${key}`);
    for (const { key, file, unfilled } of registry.unfilled) {
      console.log(`no value for {{${unfilled.join('}}, {{')}}}: ${key} (${file})`);
    }
  }
  process.exitCode = registry.missing.length > 0 || registry.unfilled.length > 0 ? 1 : 0;
}
