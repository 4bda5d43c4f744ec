import type { Jobs } from '../../platform/jobs/jobs.ts';

/** The testing screen's background job: a few steps, each reported, so the progress bar moves. */
export const TEST_JOB_QUEUE = 'testing.steps';
export const TEST_JOB_STEPS = 5;
const STEP_MS = 600;

export function registerTestJob(jobs: Jobs, stepMs = STEP_MS): void {
  jobs.register<{ steps: number }>({
    name: TEST_JOB_QUEUE,
    liveAreas: [],
    retryLimit: 1,
    expireInSeconds: 60,
    pollingIntervalSeconds: 1,
    async run(job) {
      const { steps } = job.data;
      await job.reportProgress(0, steps);
      for (let step = 1; step <= steps; step += 1) {
        await new Promise((done) => setTimeout(done, stepMs));
        await job.reportProgress(step, steps, `step ${step} of ${steps}`);
      }
    },
  });
}
