import type { DataProviderItem } from '@tessera/client';

/** A provider another field can relate to: its id, name and columns. */
export type RelatedProvider = Pick<DataProviderItem, 'id' | 'name' | 'config'>;
