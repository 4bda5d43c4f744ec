import { defineOperation } from '../operations/define-operation.ts';
import { testEmailSentSchema, testInAppSentSchema, testJobStartedSchema } from './testing-schemas.ts';

export const sendTestEmail = defineOperation({
  operationId: 'testing_SendTestEmail',
  method: 'POST',
  path: '/api/Testing/email',
  summary: 'Send a test notification e-mail to the caller’s own address',
  description:
    'Goes through the notifications’ e-mail channel (SMTP, or the outbox without SMTP_URL). ' +
    '400 when the person has no e-mail address; limited per person (429 RATE_LIMITED).',
  tag: 'Testing',
  response: { schema: testEmailSentSchema },
  access: { kind: 'member' },
});

export const sendTestInAppNotification = defineOperation({
  operationId: 'testing_SendTestInAppNotification',
  method: 'POST',
  path: '/api/Testing/in-app',
  summary: 'Send a test notification to the caller, in the app (the bell and the list)',
  description:
    'Goes through the notifications’ own delivery, so it follows the caller’s preferences and ' +
    'reaches the bell of every open window without a reload. Limited per person (429 RATE_LIMITED).',
  tag: 'Testing',
  response: { schema: testInAppSentSchema },
  access: { kind: 'member' },
});

export const startTestJob = defineOperation({
  operationId: 'testing_StartTestJob',
  method: 'POST',
  path: '/api/Testing/job',
  summary: 'Start a short background job for the caller that reports its progress',
  description:
    'A real job of the job queue, a few steps long, tracked for the caller: its progress is read ' +
    'with jobs_GetJobProgress, and it ends with a "finished" notification. Limited per person ' +
    '(429 RATE_LIMITED).',
  tag: 'Testing',
  response: { schema: testJobStartedSchema },
  access: { kind: 'member' },
});
