export interface SeedDemoSettings {
  nodeEnv: string;
  seedDemo: 'true' | 'false' | undefined;
}

/**
 * Demo data is on by default so that `npm start` shows a usable product; a production
 * deployment gets it only when SEED_DEMO=true says so explicitly.
 */
export function shouldSeedDemo({ nodeEnv, seedDemo }: SeedDemoSettings): boolean {
  if (nodeEnv === 'production') return seedDemo === 'true';
  return seedDemo !== 'false';
}
