// The software bill of materials of what runs in production (CycloneDX, from the lockfile), written
// beside the build output on every `npm run build`: dist/sbom.cdx.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const result = spawnSync('npm', ['sbom', '--sbom-format', 'cyclonedx', '--omit=dev'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (result.status !== 0) {
  console.error(result.stderr);
  process.exit(result.status ?? 1);
}
const sbom = JSON.parse(result.stdout) as { components?: unknown[] };
const target = path.join(root, 'dist', 'sbom.cdx.json');
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(sbom, null, 2)}\n`);
console.log(
  `software bill of materials: ${path.relative(root, target)} (${sbom.components?.length ?? 0} components)`,
);
