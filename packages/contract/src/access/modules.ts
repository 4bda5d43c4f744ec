/** The four subscribable modules of docs/product/README.md#modules. */
export const Modules = {
  TIME_TRACKING: 'TIME_TRACKING',
  HUMAN_RESOURCES: 'HUMAN_RESOURCES',
  ABSENCE: 'ABSENCE',
  TEMPLATE_GENERATION: 'TEMPLATE_GENERATION',
} as const;

export type Module = (typeof Modules)[keyof typeof Modules];

export const ALL_MODULES: readonly Module[] = Object.values(Modules);

/** English titles, used where no translation is loaded (the module-denied message lists them). */
export const MODULE_TITLES: Record<Module, string> = {
  TIME_TRACKING: 'Time Tracking',
  HUMAN_RESOURCES: 'Human Resources',
  ABSENCE: 'Absence',
  TEMPLATE_GENERATION: 'Template Generation',
};

/** True when `subscribed` holds every one of `required`, compared case-insensitively (docs/product/gates-and-roles.md#module-gate). */
export function hasAllModules(subscribed: readonly string[], required: readonly string[]): boolean {
  const held = new Set(subscribed.map((module) => module.toUpperCase()));
  return required.every((module) => held.has(module.toUpperCase()));
}

export function isModule(value: string): value is Module {
  return (ALL_MODULES as readonly string[]).includes(value);
}
