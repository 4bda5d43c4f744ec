import { notFound } from '../../platform/errors/app-error.ts';
import { loadCatalogue, type CatalogueEntry } from './key-catalogue.ts';

/** The registry entry of a key named in a request; 404 for a key the interface does not have. */
export async function catalogueEntry(key: string): Promise<CatalogueEntry> {
  const entry = (await loadCatalogue()).entries.get(key);
  if (!entry) throw notFound(`The key "${key}"`);
  return entry;
}
