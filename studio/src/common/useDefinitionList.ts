import type { CallOptions, HttpAdapter } from '@tessera/client';
import { definitionListQuery } from './definitionListQuery';
import { type SettingsList, type SettingsListPage, useSettingsList } from './useSettingsList';

type DefinitionQuery = ReturnType<typeof definitionListQuery>;

/**
 * The list of a definitions collection (data providers, forms, processes, views): by name,
 * names searched by the server's free-text `query`.
 */
export function useDefinitionList<Page extends SettingsListPage>(
  fetch: (adapter: HttpAdapter, query: DefinitionQuery, options: CallOptions) => Promise<Page>,
): SettingsList<Page, 'name'> {
  return useSettingsList({ nameField: 'name', query: definitionListQuery, fetch });
}
