// Screenshots of the sign-in page (built app, `npx vite preview --port 4173`) and of the signed-in
// shell (test-only harness on the dev server, `npx vite --port 5174`). Debian's Chromium only.
// node scripts/screenshots.ts [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const out = process.argv[2] ?? '/tmp/atrium-shots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const shots: [name: string, url: string, width: number, lang?: string][] = [
  ['login', 'http://localhost:4173/login', 1280],
  ['login-mobile', 'http://localhost:4173/login', 390],
  ['shell-owner-home', 'http://localhost:5174/test-harness/shell.html?as=owner&to=/', 1280],
  [
    'shell-owner-admin-users',
    'http://localhost:5174/test-harness/shell.html?as=owner&to=/admin/users/profile/7',
    1280,
  ],
  [
    'shell-owner-templates',
    'http://localhost:5174/test-harness/shell.html?as=owner&to=/templates/user/template-builder',
    1280,
  ],
  ['shell-member-denied', 'http://localhost:5174/test-harness/shell.html?as=member&to=/admin/users', 1280],
  [
    'shell-owner-mk',
    'http://localhost:5174/test-harness/shell.html?as=owner&to=/current-company-info/settings',
    1280,
    'mk',
  ],
  ['shell-owner-sq-mobile', 'http://localhost:5174/test-harness/shell.html?as=owner&to=/absence', 390, 'sq'],
];

for (const [name, url, width, lang] of shots) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: lang ?? 'en-US' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`${name}: ${error.message}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(name.includes('denied') ? 250 : 600);
  await page.screenshot({ path: join(out, `${name}.png`) });
  console.log(`${name}: ${page.url()} → ${join(out, `${name}.png`)}`);
  await context.close();
}
await browser.close();
