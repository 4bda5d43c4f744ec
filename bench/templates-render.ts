// Document templates (docs/product/templates.md#generation, #bulk-generation): the render engine
// as generation runs it — docxtemplater over a DOCX with the path-only parser, written back as a
// deflated DOCX — on three workloads:
//   1. a one-page employment certificate (30 paragraphs, 25 tags, a 3-item loop), BENCH_RENDERS
//      times (default 300): p50 and p95 per render (target p95 ≤ 50 ms);
//   2. a 1,000-row loop (a leave request's days with date and hours), BENCH_LOOPS times (default
//      20): p50 and worst (target ≤ 300 ms);
//   3. bulk: BENCH_BULK one-page documents (default 1,000) rendered one after the other and added to
//      a ZIP stored as they are, as the bulk job does (without its database reads and records):
//      total time and peak memory (resident set and heap, sampled every 20 ms), ZIP size.
//
//   node --expose-gc bench/templates-render.ts
import { performance } from 'node:perf_hooks';
import { BulkZip } from '../apps/server/src/modules/templates/bulk-zip.ts';
import { readOwnDocx } from '../apps/server/src/modules/templates/docx-archive.ts';
import { minimalDocx } from '../apps/server/src/modules/templates/minimal-docx.ts';
import { renderTemplate } from '../apps/server/src/modules/templates/template-engine.ts';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 300);
const LOOPS = Number(process.env.BENCH_LOOPS ?? 20);
const BULK = Number(process.env.BENCH_BULK ?? 1_000);

const CERTIFICATE = await readOwnDocx(
  minimalDocx([
    '{{company.name | upper}}',
    '{{company.address}}, {{company.country}}',
    'Employment certificate',
    { runs: ['No. ', '{{system.to', 'day}}', '/{{member.familyName}}'] },
    'To whom it may concern,',
    '{{company.name}} confirms that {{member.fullName}}, born {{member.birthDate}}, citizen of {{member.citizenship}},',
    'living at {{member.address}}, is employed as {{member.position}} in {{member.department}}',
    'since {{member.startDate}} under a {{member.contractType}} contract, {{member.weeklyHours}} hours a week.',
    '{{#member.contractEndDate}}The contract ends on {{member.contractEndDate}}.{{/member.contractEndDate}}',
    '{{^member.contractEndDate}}The contract is for an indefinite period.{{/member.contractEndDate}}',
    'Manager: {{member.manager}}. E-mail: {{member.email}}. Phone: {{member.workPhone}}.',
    'Languages:',
    '{{#section.languages}}',
    '- {{language}}: {{level}}',
    '{{/section.languages}}',
    ...Array.from({ length: 12 }, (_, index) => `Paragraph ${index + 1} of the certificate's standard text.`),
    'Issued on {{system.today}} by {{system.generatedBy}}.',
    'Signature: ____________________',
  ]),
);

const LOOP_TEMPLATE = await readOwnDocx(
  minimalDocx([
    '{{member.fullName}}: {{leave.type}} from {{leave.startDate}} to {{leave.endDate}}',
    '{{#leave.dayList}}',
    '{{date}} — {{hours}} h',
    '{{/leave.dayList}}',
    'Total: {{leave.hours}} h',
  ]),
);

function memberData(index: number) {
  return {
    company: { name: 'Atrium Demo', address: 'Partizanska 1, 1000 Skopje', country: 'Северна Македонија' },
    member: {
      fullName: `Ana Petrova ${index}`,
      familyName: 'Petrova',
      birthDate: '31.12.1990',
      citizenship: 'Северна Македонија',
      address: 'Ilindenska 12, 1200 Tetovo, Северна Македонија',
      position: 'Accountant',
      department: 'Finance',
      contractType: 'неопределено време',
      weeklyHours: '40',
      contractEndDate: index % 2 === 0 ? '' : '31.12.2027',
      manager: 'Mara Manager',
      email: `ana.${index}@example.com`,
      workPhone: '+389 2 3000 000',
      startDate: '1.3.2024',
    },
    section: {
      languages: [
        { language: 'English', level: 'C1' },
        { language: 'German', level: 'B2' },
        { language: 'Albanian', level: 'A2' },
      ],
    },
    system: { today: '27.11.2026', generatedBy: 'Olivia Owner' },
  };
}

const loopData = {
  member: { fullName: 'Ana Petrova' },
  leave: {
    type: 'Annual leave',
    startDate: '1.1.2026',
    endDate: '27.9.2028',
    hours: '8.000',
    dayList: Array.from({ length: 1_000 }, (_, index) => ({
      date: `${(index % 28) + 1}.1.2026`,
      hours: '8',
    })),
  },
};

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;
const ms = (value: number) => value.toFixed(1);
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

function timed(times: number, work: (index: number) => void): number[] {
  const out: number[] = [];
  for (let index = 0; index < times; index++) {
    const started = performance.now();
    work(index);
    out.push(performance.now() - started);
  }
  return out;
}

function main(): void {
  // Warm the engine (JIT, module loading) before measuring.
  timed(20, (index) => renderTemplate(CERTIFICATE, memberData(index)));
  const page = timed(RENDERS, (index) => renderTemplate(CERTIFICATE, memberData(index)));
  console.log(
    `one page: ${RENDERS} renders, p50 ${ms(quantile(page, 0.5))} ms, p95 ${ms(quantile(page, 0.95))} ms (target p95 ≤ 50 ms)`,
  );

  const loop = timed(LOOPS, () => renderTemplate(LOOP_TEMPLATE, loopData));
  console.log(
    `1,000-row loop: ${LOOPS} renders, p50 ${ms(quantile(loop, 0.5))} ms, worst ${ms(Math.max(...loop))} ms (target ≤ 300 ms)`,
  );

  globalThis.gc?.();
  const baseline = process.memoryUsage();
  let rss = baseline.rss;
  let heap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 20);
  const started = performance.now();
  const zip = new BulkZip();
  for (let index = 0; index < BULK; index++) {
    const file = renderTemplate(CERTIFICATE, memberData(index));
    zip.add(`Certificate - Ana Petrova ${index}.docx`, file);
  }
  const bytes = zip.toBuffer();
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  const now = process.memoryUsage();
  rss = Math.max(rss, now.rss);
  heap = Math.max(heap, now.heapUsed);
  console.log(
    `bulk: ${BULK} documents in ${(elapsed / 1000).toFixed(2)} s (${ms(elapsed / BULK)} ms each), ZIP ${mib(bytes.length)} MiB, ` +
      `peak RSS ${mib(rss)} MiB (+${mib(rss - baseline.rss)}), peak heap ${mib(heap)} MiB (+${mib(heap - baseline.heapUsed)})`,
  );
}

main();
