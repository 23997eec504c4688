import { fetchFormDefinitions } from '@tessera/client';
import type { Choice } from '../common/ChoiceDropdown';
import { useAsyncResource } from '../common/useAsyncResource';
import { adapter } from '../services';

/** Most forms loaded at once (the collections' page limit). */
const pickerPageSize = 1000;

/**
 * The forms of the edited version a save may redirect to, sorted by name, as choices; empty
 * while loading or when they could not be loaded (a stored id still shows as itself).
 */
export function useFormChoices(): readonly Choice[] {
  const forms = useAsyncResource('forms', (signal) =>
    fetchFormDefinitions(
      adapter,
      { sort: { name: 'asc' }, pagination: { perPage: pickerPageSize } },
      { signal, skipErrorNotification: true },
    ),
  );
  return forms.status === 'ready'
    ? forms.value.data.map((form) => ({ value: form.id, text: form.name }))
    : [];
}
