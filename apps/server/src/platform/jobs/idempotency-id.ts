import { createHash } from 'node:crypto';

/**
 * The job id an idempotency key stands for: a version-5-shaped UUID from the queue and key.
 * pg-boss inserts a job whose id exists as nothing (ON CONFLICT DO NOTHING), so the same key
 * queues one job however often, and by whichever instance, it is sent — also after the first
 * job has completed, as long as it is kept.
 */
export function idempotencyJobId(queue: string, key: string): string {
  const hash = createHash('sha1').update(`${queue}\u0000${key}`, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
