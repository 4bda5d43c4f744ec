import type { SessionClaims } from './session.ts';

/**
 * A feature's own work at start-up (docs/product/tokens-and-sign-in.md#start-up): it runs once a
 * token exists, after the current user, company and member are known, on every sign-in, reload
 * and company switch. Features register their steps where they are wired into the app, so the
 * sign-in work never imports a feature (decision 046).
 */
export interface StartUpStep {
  /** What the step does, in the warning when it fails ("Today's timeline"). */
  name: string;
  /** Whether the step applies to this session; absent means always. */
  appliesTo?: (session: SessionClaims) => boolean;
  /** Started, not awaited: a screen that needs the result shows its own loading. */
  run: (context: StartUpContext) => Promise<void> | void;
}

interface StartUpContext {
  session: SessionClaims;
  /** The moment start-up ran: "today" for every step alike. */
  now: Date;
}

export interface StartUpRegistry {
  /** Adds a step; a second step under the same name replaces the first. Answers its removal. */
  register: (step: StartUpStep) => () => void;
  /** The steps in the order they were registered. */
  steps: () => readonly StartUpStep[];
}

export function createStartUpRegistry(): StartUpRegistry {
  const steps = new Map<string, StartUpStep>();
  return {
    register(step) {
      steps.set(step.name, step);
      return () => {
        if (steps.get(step.name) === step) steps.delete(step.name);
      };
    },
    steps: () => [...steps.values()],
  };
}

/** The app's registry, read by the sign-in runtime's start-up. */
export const startUpSteps = createStartUpRegistry();

export const registerStartUpStep = startUpSteps.register;
