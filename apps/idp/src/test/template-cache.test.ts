import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptPgliteTemplate, releasePgliteTemplate, templateFingerprint } from './template-cache.ts';

const PREFIX = 'atrium-cache-self-test';

describe('test database templates kept between runs', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('names a template by what builds it: a changed migration gives another fingerprint', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'atrium-fingerprint-'));
    try {
      await writeFile(join(folder, '0001_first.sql'), 'create table a (id int);');
      const before = templateFingerprint([folder], ['drizzle-orm']);
      expect(templateFingerprint([folder], ['drizzle-orm'])).toBe(before);
      await writeFile(join(folder, '0002_second.sql'), 'create table b (id int);');
      expect(templateFingerprint([folder], ['drizzle-orm'])).not.toBe(before);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('outside CI builds once per fingerprint and keeps only the newest; in CI builds each run and removes it', async () => {
    vi.stubEnv('CI', '');
    const build = vi.fn(async () => Buffer.from('dump'));
    const first = await keptPgliteTemplate(PREFIX, 'aaaa', build);
    expect(await keptPgliteTemplate(PREFIX, 'aaaa', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    await releasePgliteTemplate(first);
    expect(await readFile(first, 'utf8')).toBe('dump');

    const second = await keptPgliteTemplate(PREFIX, 'bbbb', build);
    expect(build).toHaveBeenCalledTimes(2);
    await expect(readFile(first)).rejects.toThrow(/ENOENT/);
    await rm(second, { force: true });

    vi.stubEnv('CI', 'true');
    const inCi = await keptPgliteTemplate(PREFIX, 'bbbb', build);
    expect(build).toHaveBeenCalledTimes(3);
    await releasePgliteTemplate(inCi);
    await expect(readFile(inCi)).rejects.toThrow(/ENOENT/);
  });
});
