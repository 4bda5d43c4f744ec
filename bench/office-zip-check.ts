// Office files read without trusting the ZIP directory (docs/product/uploads.md#office-files):
// what checking a hostile or a large file costs the server, and whether other work goes on.
// For each file, BENCH_RUNS times (default 5): the check's wall time, the largest growth of the
// memory outside the JavaScript heap and of the resident set while it runs (sampled every 5 ms),
// and the event loop's delay meanwhile (perf_hooks, 1 ms resolution): its p99 and worst, which is
// what any other request waiting on this process would have waited at most.
//   1. the lying bomb: a 600 MiB part declared as 2,000 bytes (about 600 KiB on the wire);
//   2. a large honest file: 500 MiB of one part and a 5.3 MiB stored part, near the 512 MiB limit;
//   3. the same lying bomb through the template check (what an upload of a template runs).
//
//   node --expose-gc bench/office-zip-check.ts
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { checkTemplateDocx } from '../apps/server/src/modules/templates/docx-safety.ts';
import { minimalDocx, zipFiles } from '../apps/server/src/modules/templates/minimal-docx.ts';
import { inspectOfficeZip } from '../apps/server/src/platform/uploads/office-zip.ts';
import { zipOfParts, type ZipPart } from '../apps/server/src/platform/uploads/test-files.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MiB = 1024 * 1024;
const REQUIRED = ['[Content_Types].xml', 'word/document.xml'];

const documentParts: ZipPart[] = zipFiles(minimalDocx(['Dear {{member.fullName}},'])).map((file) => ({
  name: file.name,
  content: file.data,
  deflate: true,
}));
const zeros = (size: number) => Buffer.alloc(size, ' ');

const lyingBomb = zipOfParts([
  ...documentParts,
  { name: 'word/header1.xml', content: zeros(600 * MiB), deflate: true, declaredSize: 2000 },
]);
// A stored part makes the file large enough that 500 MiB of spaces stay within 100× of it.
const honestLarge = zipOfParts([
  ...documentParts,
  { name: 'word/media/stored.bin', content: Buffer.alloc(5 * MiB + 300 * 1024, 1) },
  { name: 'word/media/spaces.bin', content: zeros(500 * MiB), deflate: true },
]);

interface Figures {
  ms: number;
  externalMiB: number;
  rssMiB: number;
  delayP99: number;
  delayMax: number;
  outcome: string;
}

async function measure(check: () => Promise<{ ok: boolean; reason?: string }>): Promise<Figures> {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let external = before.arrayBuffers;
  let rss = before.rss;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    external = Math.max(external, now.arrayBuffers);
    rss = Math.max(rss, now.rss);
  }, 5);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const started = performance.now();
  const verdict = await check();
  const ms = performance.now() - started;
  delay.disable();
  clearInterval(sampler);
  return {
    ms,
    externalMiB: (external - before.arrayBuffers) / MiB,
    rssMiB: (rss - before.rss) / MiB,
    delayP99: delay.percentile(99) / 1e6,
    delayMax: delay.max / 1e6,
    outcome: verdict.ok ? 'accepted' : `refused: ${verdict.reason}`,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const worst = (values: number[]) => Math.max(...values);
const f = (value: number) => value.toFixed(1);

async function report(name: string, bytes: Buffer, check: () => Promise<{ ok: boolean; reason?: string }>) {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure(check));
  const column = (pick: (figures: Figures) => number) =>
    `${f(median(runs.map(pick)))} / ${f(worst(runs.map(pick)))}`;
  console.log(
    `| ${name} (${f(bytes.length / 1024)} KiB) | ${runs[0]!.outcome} | ${column((r) => r.ms)} | ` +
      `${column((r) => r.externalMiB)} | ${column((r) => r.rssMiB)} | ${column((r) => r.delayP99)} | ` +
      `${column((r) => r.delayMax)} |`,
  );
}

console.log(`${RUNS} runs each; median / worst`);
console.log(
  '| file | outcome | check ms | external memory growth MiB | RSS growth MiB | loop delay p99 ms | loop delay max ms |',
);
console.log('|---|---|---:|---:|---:|---:|---:|');
await report('lying bomb, upload check', lyingBomb, () => inspectOfficeZip(lyingBomb, REQUIRED));
await report('honest 500 MiB, upload check', honestLarge, () => inspectOfficeZip(honestLarge, REQUIRED));
await report('lying bomb, template check', lyingBomb, () => checkTemplateDocx(lyingBomb, 'bomb.docx'));
