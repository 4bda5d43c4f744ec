// Which Node runs Atrium. Plain JavaScript on purpose: this file must load in whatever Node the
// machine has (Node 20 on a stock Debian), because its job is to find or fetch Node 24, which
// runs the TypeScript sources directly (docs/decisions/016-project-local-node.md).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REQUIRED_NODE_MAJOR = 24;
export const repositoryRoot = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
/** Where `npm install` puts a project-local Node when the machine's is older (git-ignored). */
export const toolsNodeDir = join(repositoryRoot, '.tools', 'node');
export const toolsNodeBin = join(toolsNodeDir, 'bin');

export function majorOf(version) {
  return Number(String(version).replace(/^v/, '').split('.')[0]) || 0;
}

/** The project-local Node's major version, or 0 when there is none (or it cannot run here). */
export function toolsNodeMajor() {
  const node = join(toolsNodeBin, 'node');
  if (!existsSync(node)) return 0;
  try {
    return majorOf(execFileSync(node, ['--version'], { encoding: 'utf8' }).trim());
  } catch {
    return 0;
  }
}

/** Node's official binaries are published on the npm registry for this platform only. */
export function canFetchNode() {
  return process.platform === 'linux' && process.arch === 'x64';
}

export function howToGetNode() {
  return (
    `Atrium needs Node.js ${REQUIRED_NODE_MAJOR} (this is Node.js ${process.version}). ` +
    (canFetchNode()
      ? 'Run `npm install` to fetch a project-local Node.js 24 into .tools/node, or install Node.js 24 yourself'
      : 'Install Node.js 24') +
    ' (https://nodejs.org, or `nvm install` in this folder, which reads .nvmrc), then run the command again.'
  );
}
