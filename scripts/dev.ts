// `npm run dev`: the API (restarted on change by node --watch) and the Vite dev server (hot
// reload, proxying /api and /oidc to the API) side by side. Ctrl+C stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // DEV_WEB_ORIGIN is the only way the API trusts the Vite dev server (and keeps mail links
    // readable in the outbox for the developer); `npm start` never sets it.
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      DEV_WEB_ORIGIN: process.env.DEV_WEB_ORIGIN ?? 'http://localhost:5173',
    },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@atrium/web'], { cwd: root, stdio: 'inherit' }),
];

function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', stopAll);
