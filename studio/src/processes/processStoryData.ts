import type { ConditionField } from '../conditions/conditionDraft';
import type { ProcessEditorOptions } from './useProcessEditorOptions';

/** What the process panels' stories pick from: two roles and forms bound to the provider. */
export const storyOptions: Pick<ProcessEditorOptions, 'forms' | 'roles'> = {
  roles: [
    { id: 'r-sales', name: 'Handlowiec' },
    { id: 'r-office', name: 'Biuro' },
  ],
  forms: [
    { id: 'f-lead', name: 'Nowy lead', binding: { dataProviderId: 'p-sales', fields: {} } },
    { id: 'f-offer', name: 'Oferta', binding: { dataProviderId: 'p-sales', fields: {} } },
    { id: 'f-notes', name: 'Notatki', binding: { dataProviderId: 'p-sales', fields: {} } },
  ],
};

/** The process provider's fields, as conditions offer them. */
export const storyFields: ConditionField[] = [
  { id: 'price', label: 'Cena', valueType: 'number' },
  { id: 'signed', label: 'Podpisano', valueType: 'boolean' },
];
