import { execFileSync } from 'node:child_process';

/**
 * Whether LibreOffice and pdftotext are installed here. CI installs both (.ci/run), so there the
 * PDF tests must run; on a developer's machine without them they are skipped and say so.
 */
export function pdfToolsInstalled(): boolean {
  const installed = ['soffice', 'pdftotext'].every((program) => {
    try {
      execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  if (!installed && process.env.CI === 'true') {
    throw new Error('CI must have LibreOffice (soffice) and pdftotext installed: .ci/run installs them');
  }
  return installed;
}

/** The text of a PDF, as pdftotext reads it. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
}
