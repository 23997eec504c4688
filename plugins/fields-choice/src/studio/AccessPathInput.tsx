import { Field, Input } from '@fluentui/react-components';
import type { FieldAccess } from '@tessera/engine';
import { useState } from 'react';
import { useFieldsChoiceTranslation } from '../runtime/useFieldsChoiceTranslation';
import { formatAccessPath, parseAccessPath } from './accessPathText';

/** Props of {@link AccessPathInput}. @internal */
export interface AccessPathInputProps {
  readonly label: string;
  readonly access: FieldAccess | null;
  /** Whether an empty text is allowed, meaning `null`. */
  readonly optional?: boolean;
  readonly onChange: (access: FieldAccess | null) => void;
}

/** A record access typed as dotted property names; a text that names none is flagged, not saved. @internal */
export function AccessPathInput({
  label,
  access,
  optional = false,
  onChange,
}: AccessPathInputProps) {
  const { t } = useFieldsChoiceTranslation();
  const [text, setText] = useState(() => formatAccessPath(access));
  const parsed = parseAccessPath(text);
  const valid = parsed !== null || (optional && text.trim() === '');
  return (
    <Field label={label} hint={t('options.accessHint')} validationState={valid ? 'none' : 'error'}>
      <Input
        value={text}
        onChange={(_event, data) => {
          setText(data.value);
          const next = parseAccessPath(data.value);
          if (next !== null || (optional && data.value.trim() === '')) onChange(next);
        }}
      />
    </Field>
  );
}
