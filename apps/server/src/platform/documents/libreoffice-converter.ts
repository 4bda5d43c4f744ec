import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConversionSlots } from './conversion-slots.ts';
import { conversionFailed, type DocumentConverter } from './document-converter.ts';
import { writeLockedDownProfile } from './libreoffice-profile.ts';
import { runProcessGroup } from './run-process-group.ts';

export interface LibreOfficeOptions {
  sofficePath: string;
  /** A conversion still running after this is killed, with everything it started. */
  timeoutMs: number;
  /** Conversions at a time in this process. */
  concurrency: number;
  /** Run LibreOffice in a network namespace without interfaces (`unshare --net`). */
  withoutNetwork: boolean;
  log?: { warn(object: object, message: string): void };
}

/**
 * PDF through LibreOffice headless (docs/decisions/076-template-pdf-output.md): each conversion in
 * a fresh temporary folder with its own locked-down profile, removed afterwards, so nothing is
 * shared between documents; no network where the machine allows a namespace without one; a time
 * limit that kills the whole process group; and a bounded number at a time.
 */
export function libreOfficeConverter(options: LibreOfficeOptions): DocumentConverter {
  const slots = new ConversionSlots(options.concurrency);
  return {
    pdfAvailable: true,
    toPdf: (docx) => slots.run(() => convertOnce(docx, options)),
  };
}

async function convertOnce(docx: Buffer, options: LibreOfficeOptions): Promise<Buffer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'atrium-pdf-'));
  try {
    const profile = path.join(directory, 'profile');
    const output = path.join(directory, 'out');
    const input = path.join(directory, 'document.docx');
    await writeLockedDownProfile(profile);
    await mkdir(output);
    await writeFile(input, docx);
    const soffice = [
      options.sofficePath,
      '--headless',
      '--invisible',
      '--norestore',
      '--nologo',
      '--nodefault',
      '--nolockcheck',
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--convert-to',
      'pdf:writer_pdf_Export',
      '--outdir',
      output,
      input,
    ];
    const [command, ...args] = options.withoutNetwork ? ['unshare', '--net', '--', ...soffice] : soffice;
    const result = await runProcessGroup(command!, args, {
      cwd: directory,
      // Nothing of the server's environment (its secrets) reaches LibreOffice.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: directory, TMPDIR: directory, LANG: 'C.UTF-8' },
      timeoutMs: options.timeoutMs,
    });
    if (result.timedOut) {
      throw conversionFailed(`it took longer than ${Math.round(options.timeoutMs / 1000)} s`);
    }
    try {
      return await readFile(path.join(output, 'document.pdf'));
    } catch {
      options.log?.warn({ exitCode: result.exitCode, output: result.output }, 'LibreOffice wrote no PDF');
      throw conversionFailed('LibreOffice could not read it');
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
