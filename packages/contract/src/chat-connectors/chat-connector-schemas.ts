import { z } from 'zod';
import { NOTIFICATION_LANGUAGES } from '../notifications/notification-catalogue.ts';

/** Where a chat connector posts (docs/product/integrations.md#chat). */
export const CHAT_CONNECTOR_KINDS = ['slack', 'teams'] as const;
export type ChatConnectorKind = (typeof CHAT_CONNECTOR_KINDS)[number];

/** The languages a connector's messages are written in. */
export const CHAT_CONNECTOR_LANGUAGES = NOTIFICATION_LANGUAGES;
export type ChatConnectorLanguage = (typeof CHAT_CONNECTOR_LANGUAGES)[number];

export const CHAT_CONNECTOR_NAME_MAX = 80;
export const CHAT_CONNECTOR_URL_MAX = 2048;

const name = z.string().trim().min(1).max(CHAT_CONNECTOR_NAME_MAX);
const url = z.url({ protocol: /^https$/, message: 'must be an https:// URL' }).max(CHAT_CONNECTOR_URL_MAX);
/** The company's local time of the morning digest, `HH:MM` on a 24-hour clock. */
const digestTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 08:30');

const settings = {
  name,
  language: z.enum(CHAT_CONNECTOR_LANGUAGES),
  /** Posts each leave decision (approved, refused, cancelled) as it is made. */
  postDecisions: z.boolean(),
  /** Posts who is away each working morning at `digestTime`. */
  postDigest: z.boolean(),
  digestTime,
};

const postsSomething = (body: { postDecisions: boolean; postDigest: boolean }) =>
  body.postDecisions || body.postDigest;
const postsSomethingMessage = {
  message: 'choose at least one thing to post',
  path: ['postDecisions'],
};

export const createChatConnectorBodySchema = z
  .object({ kind: z.enum(CHAT_CONNECTOR_KINDS), url, ...settings })
  .refine(postsSomething, postsSomethingMessage);
export type CreateChatConnectorBody = z.input<typeof createChatConnectorBodySchema>;

export const updateChatConnectorBodySchema = z
  .object({
    ...settings,
    /** A new incoming-webhook address; left out, the stored one stays. */
    url: url.optional(),
    enabled: z.boolean(),
  })
  .refine(postsSomething, postsSomethingMessage);
export type UpdateChatConnectorBody = z.input<typeof updateChatConnectorBodySchema>;

export const chatConnectorSchema = z.object({
  chatConnectorId: z.uuid(),
  name: z.string(),
  kind: z.enum(CHAT_CONNECTOR_KINDS),
  /**
   * The incoming-webhook address with its secret part hidden: whoever holds the whole address may
   * post in the channel, so no answer carries it after it was handed in.
   */
  maskedUrl: z.string(),
  language: z.enum(CHAT_CONNECTOR_LANGUAGES),
  postDecisions: z.boolean(),
  postDigest: z.boolean(),
  digestTime: z.string(),
  enabled: z.boolean(),
  /** The last message's outcome: the channel's HTTP status, or null when none was sent or reached it. */
  lastStatus: z.number().int().nullable(),
  lastPostedAt: z.iso.datetime().nullable(),
  /** Messages in a row that failed every attempt; reset by a delivered one. */
  failuresInARow: z.number().int(),
  /** Set when the connector was switched off after failing too often. */
  disabledForFailuresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type ChatConnector = z.infer<typeof chatConnectorSchema>;

export const chatConnectorListSchema = z.object({ chatConnectors: z.array(chatConnectorSchema) });

export const chatConnectorParamsSchema = z.object({ chatConnectorId: z.uuid() });

/** What the channel answered to a test message. */
export const chatConnectorTestResultSchema = z.object({
  delivered: z.boolean(),
  /** The channel's HTTP status, or null when it could not be reached. */
  status: z.number().int().nullable(),
  /** The start of its answer, or why it could not be reached. */
  answer: z.string(),
});
export type ChatConnectorTestResult = z.infer<typeof chatConnectorTestResultSchema>;
