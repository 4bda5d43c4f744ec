import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The provider lives in its own PostgreSQL schema so that it shares the API's database without
// sharing (or depending on) any of the API's tables or migrations.
export const idpSchema = pgSchema('idp');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = idpSchema.table(
  'accounts',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    givenName: text('given_name').notNull().default(''),
    familyName: text('family_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    // Provider tokens issued before this instant are refused by the API's token exchange: set when
    // the password is reset or the person signs out everywhere (every session and grant is gone).
    sessionsNotBefore: timestamp('sessions_not_before', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_unique').on(t.email),
    check('accounts_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

// Storage of oidc-provider's models (sessions, interactions, grants, codes, tokens, ...).
export const oidcPayloads = idpSchema.table(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    model: text('model').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

// kind 'signing': a private JWK; kind 'cookie': a cookie-signing secret. Newest first wins.
export const keys = idpSchema.table(
  'keys',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['signing', 'cookie'] }).notNull(),
    material: jsonb('material').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('keys_kind_created_at_idx').on(t.kind, t.createdAt)],
);

// Single-use links sent by mail: password reset (1 h) and email verification. Only a SHA-256 of
// the token is stored, so a database leak does not hand out working links.
export const accountTokens = idpSchema.table(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'email_verification'] }).notNull(),
    interactionUid: text('interaction_uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_account_idx').on(t.accountId, t.purpose, t.createdAt)],
);

// One row per failed sign-in; counted per email + IP over a sliding window.
export const signInAttempts = idpSchema.table(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_attempts_lookup_idx').on(t.email, t.ip, t.attemptedAt)],
);

// Anti-automation counters shared by every instance (sign-ups per address, mails per recipient,
// failed sign-ins per address or account, reset requests): one row per event, counted over a
// sliding window by (kind, key) and swept after a day.
export const throttleEvents = idpSchema.table(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_events_lookup_idx').on(t.kind, t.key, t.occurredAt)],
);
