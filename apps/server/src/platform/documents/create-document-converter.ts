import { noDocumentConverter, type DocumentConverter } from './document-converter.ts';
import { libreOfficeConverter } from './libreoffice-converter.ts';
import { runProcessGroup } from './run-process-group.ts';

export interface PdfConfig {
  /** `off`: DOCX only. `libreoffice`: PDF through LibreOffice when it answers at start. */
  engine: 'off' | 'libreoffice';
  sofficePath: string;
  timeoutSeconds: number;
  concurrency: number;
}

interface StartLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * The server's converter, decided once at start (docs/decisions/076-template-pdf-output.md): with
 * TEMPLATES_PDF=libreoffice, LibreOffice must answer `--version`, otherwise PDF is off and the log
 * says why; the server starts either way.
 */
export async function createDocumentConverter(config: PdfConfig, log: StartLog): Promise<DocumentConverter> {
  if (config.engine === 'off') return noDocumentConverter;
  const probe = await runProcessGroup(config.sofficePath, ['--version'], { timeoutMs: 30_000 });
  if (probe.exitCode !== 0) {
    log.warn(
      { sofficePath: config.sofficePath, output: probe.output.trim() },
      'TEMPLATES_PDF=libreoffice, but LibreOffice does not answer: PDF is off, documents are DOCX only',
    );
    return noDocumentConverter;
  }
  const isolation = await runProcessGroup('unshare', ['--net', '--', 'true'], { timeoutMs: 5_000 });
  const withoutNetwork = isolation.exitCode === 0;
  if (!withoutNetwork) {
    log.warn(
      {},
      'LibreOffice runs with the network: this machine allows no network namespace (unshare --net); its profile still refuses outside links',
    );
  }
  log.info({ version: probe.output.trim(), withoutNetwork }, 'PDF conversion through LibreOffice');
  return libreOfficeConverter({
    sofficePath: config.sofficePath,
    timeoutMs: config.timeoutSeconds * 1000,
    concurrency: config.concurrency,
    withoutNetwork,
    log,
  });
}
