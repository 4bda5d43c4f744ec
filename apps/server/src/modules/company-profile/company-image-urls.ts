import type { Transaction } from '../../db/database.ts';
import type { CompanyImageUrls } from './profile-queries.ts';

/**
 * The logo and cover of the company. The images themselves (upload, storage, serving) belong to
 * the uploads work; until it provides them there is nothing to point at.
 */
export async function companyImageUrls(_tx: Transaction, _companyId: string): Promise<CompanyImageUrls> {
  return { thumbnailUrl: null, coverUrl: null };
}
