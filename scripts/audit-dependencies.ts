// `npm audit` of the production dependencies, failing on known high or critical vulnerabilities.
// When the registry does not answer audit requests (some mirrors and proxies refuse them), it says
// so plainly and does not fail: no audit happened, and the output must not suggest otherwise.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['audit', '--json', '--omit=dev', '--audit-level=high'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});

interface AuditReport {
  error?: { code?: string; summary?: string };
  /** What npm prints instead of a report when the audit endpoint refuses (e.g. 405). */
  message?: string;
  vulnerabilities?: Record<string, { severity: string; via: unknown[]; fixAvailable: unknown }>;
  metadata?: { vulnerabilities?: Record<string, number> };
}

function parse(text: string): AuditReport | null {
  try {
    return JSON.parse(text) as AuditReport;
  } catch {
    return null;
  }
}
const report = parse(result.stdout);

const registry = spawnSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).stdout.trim();
if (report === null || report.error || !report.metadata?.vulnerabilities) {
  const reason =
    report?.error?.summary ||
    report?.message ||
    result.stderr.match(/npm (?:warn|error) audit .*/)?.[0] ||
    'no answer';
  console.log(
    [
      '!!! DEPENDENCY AUDIT NOT RUN !!!',
      `The registry ${registry} did not answer the audit request (${reason.trim()}).`,
      'No known-vulnerability check of the dependencies happened in this run.',
      'Run `npm audit --omit=dev --audit-level=high` where the public npm registry is reachable.',
    ].join('\n'),
  );
  process.exit(0);
}

const counts = report.metadata.vulnerabilities;
const blocking = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `dependency audit (${registry}): ${Object.entries(counts)
    .map(([level, n]) => `${level} ${n}`)
    .join(', ')}`,
);
if (blocking > 0) {
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
    if (entry.severity === 'high' || entry.severity === 'critical')
      console.log(`  ${entry.severity}: ${name}`);
  }
  console.log(`${blocking} high or critical vulnerabilities in production dependencies.`);
  process.exit(1);
}
