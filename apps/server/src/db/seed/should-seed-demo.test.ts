import { describe, expect, it } from 'vitest';
import { shouldSeedDemo } from './should-seed-demo.ts';

describe('shouldSeedDemo', () => {
  it.each([
    ['development', undefined, true],
    ['development', 'true', true],
    ['development', 'false', false],
    ['test', undefined, true],
    ['', undefined, true],
    ['production', undefined, false],
    ['production', 'false', false],
    ['production', 'true', true],
  ] as const)('NODE_ENV=%j SEED_DEMO=%j -> %j', (nodeEnv, seedDemo, expected) => {
    expect(shouldSeedDemo({ nodeEnv, seedDemo })).toBe(expected);
  });
});
