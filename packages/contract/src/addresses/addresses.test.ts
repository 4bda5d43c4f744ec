import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getCurrentUser as getCurrentUserOperation } from '../account/account-operations.ts';
import { operations } from '../operations/index.ts';
import { addressFileTexts } from './generate-addresses.ts';
import * as addresses from './index.ts';

describe('operation addresses', () => {
  it('are what generate-addresses.ts writes from the operations today', async () => {
    const expected = await addressFileTexts();
    const written = readdirSync(import.meta.dirname).filter(
      (file) => file.endsWith('.ts') && !['addresses.test.ts', 'generate-addresses.ts'].includes(file),
    );
    expect(written.sort(), 'run node packages/contract/src/addresses/generate-addresses.ts').toEqual(
      [...expected.keys()].sort(),
    );
    for (const [file, text] of expected) {
      expect(
        readFileSync(join(import.meta.dirname, file), 'utf8'),
        `${file}: run node packages/contract/src/addresses/generate-addresses.ts`,
      ).toBe(text);
    }
  });

  it('give every operation its id, method, path, tag and access, and nothing of its schemas', () => {
    const byId = new Map<string, unknown>(
      Object.values(addresses).map((address) => [address.operationId, address]),
    );
    expect([...byId.keys()].sort()).toEqual(operations.map((operation) => operation.operationId).sort());
    for (const { operationId, method, path, tag, access } of operations) {
      expect(byId.get(operationId)).toEqual({ operationId, method, path, tag, access });
    }
    expect(addresses.getCurrentUser).not.toHaveProperty('response');
    expect(addresses.getCurrentUser.path).toBe(getCurrentUserOperation.path);
  });
});
