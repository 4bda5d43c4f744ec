// PDF conversion figures (docs/performance.md, "PDF conversion"): LibreOffice headless through the
// server's converter (apps/server/src/platform/documents), as generation uses it — a fresh
// profile and folder per document, one at a time. Reports
//   - one page: BENCH_RUNS (5) conversions of a one-page certificate after one warm-up, worst and
//     median;
//   - a bulk run: BENCH_DOCUMENTS (100) certificates converted in a row, as a bulk job does, with
//     the total time and the largest memory (resident set) LibreOffice's processes reached,
//     sampled every 100 ms;
// with the load average, since the machine is shared.
//
//   node bench/pdf-conversion.ts
//
// Needs LibreOffice (`soffice`) on the PATH (README, "PDF documents").
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createDocumentConverter } from '../apps/server/src/platform/documents/create-document-converter.ts';
import { minimalDocx } from '../apps/server/src/modules/templates/minimal-docx.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const certificate = (n: number) =>
  minimalDocx([
    { runs: ['Потврда за вработување'], bold: true },
    `Атриум ДООЕЛ потврдува дека Вработен ${n} работи како сметководител од 1.3.2024.`,
    'Vërtetim punësimi: punonjësi punon në kompani që nga 1.3.2024.',
    'Потврдата се издава на барање на вработениот.',
  ]);

/** Resident memory of LibreOffice's processes now, in MiB (0 when none runs). */
function sofficeResidentMib(): number {
  try {
    const out = execFileSync('ps', ['-C', 'soffice.bin', '-o', 'rss=']).toString();
    return out
      .split('\n')
      .filter(Boolean)
      .reduce((sum, line) => sum + Number(line.trim()) / 1024, 0);
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const converter = await createDocumentConverter(
    {
      engine: 'libreoffice',
      sofficePath: process.env.TEMPLATES_SOFFICE_PATH ?? 'soffice',
      timeoutSeconds: 120,
      concurrency: 1,
    },
    { info: () => {}, warn: (_object, message) => console.warn(message) },
  );
  if (!converter.pdfAvailable) {
    console.error('LibreOffice does not answer: install it (README, "PDF documents").');
    process.exit(2);
  }
  await converter.toPdf(certificate(0));
  const single: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await converter.toPdf(certificate(run));
    single.push(performance.now() - started);
  }
  console.log(
    `one page: worst ${Math.round(Math.max(...single))} ms, median ${Math.round(median(single))} ms ` +
      `(${RUNS} runs; load ${loadavg()[0]!.toFixed(1)})`,
  );

  let peakMib = 0;
  const sampler = setInterval(() => {
    peakMib = Math.max(peakMib, sofficeResidentMib());
  }, 100);
  const started = performance.now();
  let bytes = 0;
  for (let n = 1; n <= DOCUMENTS; n += 1) bytes += (await converter.toPdf(certificate(n))).length;
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  console.log(
    `bulk: ${DOCUMENTS} certificates in ${(totalMs / 1000).toFixed(1)} s ` +
      `(${Math.round(totalMs / DOCUMENTS)} ms each, ${Math.round(bytes / DOCUMENTS / 1024)} KiB a PDF), ` +
      `LibreOffice at most ${Math.round(peakMib)} MiB resident, server process ${Math.round(process.memoryUsage().rss / 1048576)} MiB ` +
      `(load ${loadavg()[0]!.toFixed(1)})`,
  );
}

await main();
