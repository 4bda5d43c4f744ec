import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { tenantPolicy } from './rls.ts';
import { users } from './users.ts';

/** Upload kinds of the contract (`@atrium/contract/uploads`): they decide caps and accepted types. */
export type StoredFileKind = 'image' | 'file' | 'template';

/**
 * A file whose bytes were checked (size, magic bytes) and put in storage under `storage_key`.
 * Modules point at it (company_images, company_files, …) and delete it with their record.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<StoredFileKind>().notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('stored_files_company_id_id_key').on(table.companyId, table.id),
    unique('stored_files_storage_key_key').on(table.storageKey),
    check('stored_files_kind_check', sql`${table.kind} in ('image', 'file', 'template')`),
    tenantPolicy('stored_files'),
  ],
);

/**
 * One chunked upload in progress (docs/product/uploads.md#chunked-protocol): who sends it, to which upload path, how many chunks.
 * `file_uid` is unique over all uploads, so a second person naming the same fileUid is refused
 * rather than joining someone else's upload. Kept after completion (with `completed_file_id`)
 * so a repeated last chunk answers the same file; the sweep deletes rows older than 24 h.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileUid: text('file_uid').notNull(),
    operationId: text('operation_id').notNull(),
    totalChunks: integer('total_chunks').notNull(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    /** The optional ids sent with the chunks (companyDetailSectionId, …), as first sent. */
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    completedFileId: uuid('completed_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('upload_sessions_file_uid_key').on(table.fileUid),
    unique('upload_sessions_company_id_id_key').on(table.companyId, table.id),
    index('upload_sessions_updated_at_idx').on(table.updatedAt),
    check('upload_sessions_total_chunks_check', sql`${table.totalChunks} >= 1`),
    tenantPolicy('upload_sessions'),
  ],
);

/** A received chunk; its bytes are in storage under `uploads/<session id>/<index>`. */
export const uploadChunks = pgTable(
  'upload_chunks',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.chunkIndex] }),
    check('upload_chunks_chunk_index_check', sql`${table.chunkIndex} >= 0`),
    tenantPolicy('upload_chunks'),
  ],
);
