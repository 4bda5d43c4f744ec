import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { minimalDocx } from '../../modules/templates/minimal-docx.ts';
import { ConversionSlots } from './conversion-slots.ts';
import { createDocumentConverter } from './create-document-converter.ts';
import { libreOfficeConverter } from './libreoffice-converter.ts';
import { pdfText, pdfToolsInstalled } from './soffice-on-this-machine.ts';

const quietLog = { info: () => {}, warn: () => {} };

/** A stand-in "LibreOffice" that never ends and leaves a child of its own running. */
async function hangingProgram(marker: string): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'atrium-hang-'));
  const program = path.join(directory, 'soffice');
  await writeFile(program, `#!/bin/sh\nsleep ${marker} &\nexec sleep ${marker}\n`);
  await chmod(program, 0o755);
  return program;
}

const running = (marker: string) => {
  try {
    return execFileSync('pgrep', ['-f', `sleep ${marker}`])
      .toString()
      .trim();
  } catch {
    return '';
  }
};

const atriumTemporaryFolders = async () =>
  (await readdir(os.tmpdir())).filter((name) => name.startsWith('atrium-pdf-'));

describe('PDF conversion through LibreOffice', () => {
  it.skipIf(!pdfToolsInstalled())(
    'converts a DOCX whose Macedonian and Albanian text is in the PDF, leaving no folder behind',
    { timeout: 120_000 },
    async () => {
      const before = await atriumTemporaryFolders();
      const converter = await createDocumentConverter(
        { engine: 'libreoffice', sofficePath: 'soffice', timeoutSeconds: 90, concurrency: 1 },
        quietLog,
      );
      expect(converter.pdfAvailable).toBe(true);
      const pdf = await converter.toPdf(
        minimalDocx(['Потврда за вработување', 'Vërtetim punësimi për Milan Çela']),
      );
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain('Потврда за вработување');
      expect(text).toContain('Vërtetim punësimi për Milan Çela');
      expect(await atriumTemporaryFolders()).toEqual(before);
    },
  );

  it(
    'kills a conversion that runs too long, with everything it started, and refuses it',
    { timeout: 30_000 },
    async () => {
      const marker = `${40 + Math.floor(Math.random() * 1000)}.4321`;
      const converter = libreOfficeConverter({
        sofficePath: await hangingProgram(marker),
        timeoutMs: 1_500,
        concurrency: 1,
        withoutNetwork: false,
      });
      const started = Date.now();
      await expect(converter.toPdf(minimalDocx(['x']))).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringContaining('took longer than 2 s') as unknown,
      });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(running(marker)).toBe('');
    },
  );

  it('is off, and says why, when LibreOffice does not answer at start', async () => {
    const warnings: string[] = [];
    const converter = await createDocumentConverter(
      { engine: 'libreoffice', sofficePath: '/nonexistent/soffice', timeoutSeconds: 30, concurrency: 1 },
      { info: () => {}, warn: (_object, message) => warnings.push(message) },
    );
    expect(converter.pdfAvailable).toBe(false);
    await expect(converter.toPdf(minimalDocx(['x']))).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(warnings.join('\n')).toMatch(/LibreOffice does not answer: PDF is off/);
  });

  it('is off without asking anything when not enabled', async () => {
    const converter = await createDocumentConverter(
      { engine: 'off', sofficePath: '/nonexistent/soffice', timeoutSeconds: 30, concurrency: 1 },
      quietLog,
    );
    expect(converter.pdfAvailable).toBe(false);
  });
});

describe('ConversionSlots', () => {
  it('runs at most its size at a time, the rest in order', async () => {
    const slots = new ConversionSlots(2);
    let now = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number) =>
      slots.run(async () => {
        now += 1;
        most = Math.max(most, now);
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push(n);
        now -= 1;
      });
    await Promise.all([1, 2, 3, 4, 5].map(work));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('frees the slot of a conversion that failed', async () => {
    const slots = new ConversionSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(slots.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
