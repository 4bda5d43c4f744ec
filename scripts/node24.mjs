// `node scripts/node24.mjs <command> [args…]`: runs the command with Node 24. The running Node
// is used when it is new enough; otherwise .tools/node (fetched by `npm install`) is put first on
// PATH, so `node …` and tools started through `#!/usr/bin/env node` (vitest, vite, npm) run on
// it. Without either, it stops at once saying which version is needed and how to get it. Plain
// JavaScript, so that any Node can run it (docs/decisions/016-project-local-node.md).
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { REQUIRED_NODE_MAJOR, howToGetNode, majorOf, toolsNodeBin, toolsNodeMajor } from './node-runtime.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write('usage: node scripts/node24.mjs <command> [args…]\n');
  process.exit(2);
}

let env = process.env;
let executable = command;
if (majorOf(process.version) >= REQUIRED_NODE_MAJOR) {
  if (command === 'node') executable = process.execPath;
} else if (toolsNodeMajor() === REQUIRED_NODE_MAJOR) {
  env = { ...process.env, PATH: `${toolsNodeBin}${delimiter}${process.env.PATH ?? ''}` };
  if (command === 'node') executable = join(toolsNodeBin, 'node');
} else {
  process.stderr.write(`${howToGetNode()}\n`);
  process.exit(1);
}

const child = spawn(executable, args, { stdio: 'inherit', env });
// Ctrl+C reaches the child through the terminal's process group; a SIGTERM sent to this
// launcher (a supervisor, a test) is passed on so the server can shut down cleanly.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on('error', (error) => {
  process.stderr.write(`Could not run ${command}: ${error.message}\n`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  if (signal) {
    // End the same way, so that whoever started the launcher sees the signal.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
