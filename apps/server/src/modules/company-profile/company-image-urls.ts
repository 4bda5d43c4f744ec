import type { Transaction } from '../../db/database.ts';
import { readCompanyImages } from '../company-images/company-image-queries.ts';
import type { CompanyImageUrls } from './profile-queries.ts';

/** The logo and cover as the images module serves them (authenticated paths), in the same transaction. */
export async function companyImageUrls(tx: Transaction, companyId: string): Promise<CompanyImageUrls> {
  const images = await readCompanyImages(tx, companyId);
  return { thumbnailUrl: images.thumbnail?.url ?? null, coverUrl: images.cover?.url ?? null };
}
