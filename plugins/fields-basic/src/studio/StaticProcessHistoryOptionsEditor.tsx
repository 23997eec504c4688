import { Field, Input } from '@fluentui/react-components';
import type { OptionsEditorProps } from '@tessera/react';
import { useState } from 'react';
import type { StaticProcessHistoryFieldOptions } from '../definitions/staticFields.types';
import { useFieldsBasicTranslation } from '../runtime/useFieldsBasicTranslation';

const MAX_IDS = 200;
const MAX_ID_LENGTH = 200;

/** The distinct ids in a comma- or space-separated text, in the order typed, within the schema's limits. */
function parseFieldIds(text: string): string[] {
  const ids = text.split(/[\s,;]+/).filter((id) => id !== '' && id.length <= MAX_ID_LENGTH);
  return [...new Set(ids)].slice(0, MAX_IDS);
}

/**
 * Studio editor of a process history: the ids of the data fields whose changes it lists
 * (empty lists every change).
 * @public
 */
export function StaticProcessHistoryOptionsEditor({
  options,
  onChange,
}: OptionsEditorProps<StaticProcessHistoryFieldOptions>) {
  const { t } = useFieldsBasicTranslation();
  const [text, setText] = useState(options.fieldIds.join(', '));
  return (
    <Field label={t('processHistory.fieldIds')} hint={t('processHistory.fieldIdsHint')}>
      <Input
        value={text}
        onChange={(_event, data) => {
          setText(data.value);
          onChange({ ...options, fieldIds: parseFieldIds(data.value) });
        }}
      />
    </Field>
  );
}
