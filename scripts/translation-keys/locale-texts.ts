import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * The English texts the registry is built from: every string of the web app's English locale files
 * and of the provider's texts, by dotted key, with the comment written above it.
 */

export const root = path.resolve(import.meta.dirname, '../..');
const ENGLISH_FILES = ['apps/web/src/i18n/locales/en.ts', 'apps/web/src/features/*/locales/en.ts'];
export const PROVIDER_FILE = 'apps/idp/src/i18n.ts';
/** Provider keys are registered under this prefix; the provider reads them by their bare name. */
export const PROVIDER_PREFIX = 'provider.';

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

export function propertyName(name: ts.PropertyName): string | null {
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

export interface DefinedText {
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

export function definedTexts(): DefinedText[] {
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
