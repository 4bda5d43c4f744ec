import { describe, expect, it } from 'vitest';
import { operationUrl } from './operation-url.ts';

const renameThing = { operationId: 'things_RenameThing', path: '/api/Things/:thingId/name' };

describe('operationUrl', () => {
  it('fills and encodes path parameters and appends the query, skipping empty values', () => {
    expect(
      operationUrl(renameThing, { thingId: 'a b/c' }, { notify: true, skip: null, tags: ['x', 'y'] }),
    ).toBe('/api/Things/a%20b%2Fc/name?notify=true&tags=x&tags=y');
    expect(operationUrl({ operationId: 'things_GetThings', path: '/api/Things' })).toBe('/api/Things');
  });

  it('throws for a missing or empty path parameter instead of calling /undefined', () => {
    expect(() => operationUrl(renameThing, {})).toThrow(/thingId/);
    expect(() => operationUrl(renameThing, { thingId: '' })).toThrow(/thingId/);
  });
});
