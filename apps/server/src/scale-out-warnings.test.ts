import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { scaleOutWarnings } from './scale-out-warnings.ts';

const postgres = { DATABASE_URL: 'postgres://root@127.0.0.1:5432/atrium' };

describe('scaleOutWarnings', () => {
  it('says nothing for the embedded database, which serves one instance only anyway', () => {
    expect(scaleOutWarnings(loadConfig({}))).toEqual([]);
  });

  it('names the signing key and the local file store on PostgreSQL', () => {
    const warnings = scaleOutWarnings(loadConfig(postgres));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('ACCESS_TOKEN_PRIVATE_KEY is not set');
    expect(warnings[1]).toContain('STORAGE_DRIVER=s3');
  });

  it('is quiet once both are shared', () => {
    const config = loadConfig({ ...postgres, STORAGE_DRIVER: 's3', S3_BUCKET: 'atrium' });
    expect(scaleOutWarnings({ ...config, accessTokenPrivateKey: 'a shared key' })).toEqual([]);
  });
});
