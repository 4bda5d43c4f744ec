import { registerStartUpStep, type StartUpStep } from '../auth/start-up-steps.ts';
import { todaysTimelineStep } from '../features/time-tracking/start-up.ts';

/**
 * The features' own start-up work, registered before the sign-in work runs start-up
 * (docs/product/tokens-and-sign-in.md#start-up): the app wires features in, the sign-in work
 * never imports one (decision 046).
 */
export function registerFeatureStartUpSteps(
  register: (step: StartUpStep) => void = registerStartUpStep,
): void {
  register(todaysTimelineStep);
}
