import type { FieldTypeDefinition } from '@tessera/engine';

/** A heading of the palette and the field types under it. */
export interface PaletteSection {
  readonly key: 'inputs' | 'choice' | 'static' | 'layout' | 'other';
  readonly types: readonly FieldTypeDefinition[];
}

// The order designers look for types in (spec 002 §3 lists them): inputs, choices, static
// elements, groups. A type a plugin registers that is not named here goes under "other", so the
// palette always offers every registered type.
const grouping: readonly (readonly [PaletteSection['key'], readonly string[]])[] = [
  [
    'inputs',
    [
      'text',
      'text_area',
      'number',
      'date',
      'date_time',
      'time_interval',
      'checkbox',
      'upload_files',
    ],
  ],
  ['choice', ['list_select', 'radio_group', 'checkbox_list']],
  [
    'static',
    [
      'static_text',
      'static_image',
      'static_button',
      'static_line',
      'static_process_history',
      'generated_documents',
    ],
  ],
  ['layout', ['container', 'repeating_group']],
];

/** The registered field types in palette sections; empty sections are left out. */
export function paletteSections(types: readonly FieldTypeDefinition[]): PaletteSection[] {
  const named = new Set(grouping.flatMap(([, names]) => names));
  const sections: PaletteSection[] = grouping.map(([key, names]) => ({
    key,
    types: names.flatMap((name) => types.filter((type) => type.type === name)),
  }));
  sections.push({ key: 'other', types: types.filter((type) => !named.has(type.type)) });
  return sections.filter((section) => section.types.length > 0);
}
