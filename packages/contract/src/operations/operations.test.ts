import { describe, expect, it } from 'vitest';
import { operations } from './index.ts';

describe('operations table', () => {
  it('lists each operationId once', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves each method and path once', () => {
    const routes = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('holds the supported-languages operation, public', () => {
    const languages = operations.find((op) => op.operationId === 'languages_GetSupportedLanguages');
    expect(languages?.access).toEqual({ kind: 'public' });
  });
});
