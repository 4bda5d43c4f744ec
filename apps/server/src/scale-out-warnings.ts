import type { Config } from './config.ts';

/**
 * On PostgreSQL an installation may run several instances, which then must share the signing key
 * and the file store (docs/operations.md, "Several instances"). One instance alone is fine with
 * neither, so these are warnings at start, not errors: they say what to set before adding a
 * second instance.
 */
export function scaleOutWarnings(config: Config): string[] {
  if (config.databaseUrl === null) return [];
  const warnings: string[] = [];
  if (config.accessTokenPrivateKey === null) {
    warnings.push(
      'ACCESS_TOKEN_PRIVATE_KEY is not set: access tokens are signed with a key generated in DATA_DIR/keys. ' +
        "Set the same key on every instance before running more than one, or each refuses the others' tokens.",
    );
  }
  if (config.storage.driver === 'local') {
    warnings.push(
      'STORAGE_DRIVER is local: files are kept in DATA_DIR/files of this instance only. ' +
        'Use STORAGE_DRIVER=s3 before running more than one instance.',
    );
  }
  return warnings;
}
