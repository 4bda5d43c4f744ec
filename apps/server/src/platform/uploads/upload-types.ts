import type { UploadChunkFields, UploadOperationDefinition } from '@atrium/contract/uploads';
import type { Transaction } from '../../db/database.ts';
import type { StoredFileKind } from '../../db/schema/index.ts';
import type { AuditEvent } from '../audit/record-audit.ts';
import type { MemberContext } from '../auth/request-context.ts';
import type { StorageDriver } from '../storage/storage-driver.ts';

/** A checked file in storage, as the stored_files row has it. */
export interface StoredFileRecord {
  id: string;
  companyId: string;
  uploadedByUserId: string | null;
  kind: StoredFileKind;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
  createdAt: Date;
}

/** A file's bytes as assembled and checked, with its type and name. */
export interface AssembledFile {
  data: Buffer;
  contentType: string;
  fileName: string;
}

/** What a path's hooks may use: the caller, the open tenant transaction, the storage. */
interface UploadContext {
  request: MemberContext;
  tx: Transaction;
  storage: StorageDriver;
}

/** Work a path wants done once the file is committed. */
export interface UploadOutcome {
  /** Storage clean-up after commit (a replaced picture's bytes, …). Failures are only logged. */
  afterCommit?: () => Promise<void>;
  /** Written to the audit log after commit, with the caller as actor and the company. */
  audit?: Pick<AuditEvent, 'action' | 'target' | 'details'>;
}

/**
 * One upload path of docs/product/uploads.md#chunked-protocol, served by the chunked-upload engine. Register it with
 * `registerUploadOperation(app, path)`:
 * - `operation`: its contract entry (`defineUploadOperation`): path, access, field, kind;
 * - `validate`: runs for every chunk before anything is stored, inside the tenant transaction;
 *   checks the optional ids point at records the caller may use (throw notFound/forbidden);
 * - `transform`: rewrites the checked bytes before they are stored;
 * - `onComplete`: runs in the same transaction that inserts the stored_files row, after the
 *   bytes were assembled and checked; links the file to the module's record. Throwing refuses
 *   the upload and nothing is kept;
 * - `urlFor`: where the stored file is read (answered to the client).
 */
export interface UploadPath<Op extends UploadOperationDefinition = UploadOperationDefinition> {
  operation: Op;
  validate?: (fields: UploadChunkFields, context: UploadContext) => Promise<void>;
  /**
   * Optional: rewrites the checked bytes before they are stored (a picture re-encoded without its
   * metadata, decision 069). Throwing refuses the upload and nothing is kept.
   */
  transform?: (file: AssembledFile) => Promise<AssembledFile>;
  onComplete: (
    file: StoredFileRecord,
    fields: UploadChunkFields,
    context: UploadContext,
  ) => Promise<UploadOutcome | void>;
  urlFor: (file: StoredFileRecord) => string;
}
