import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { SingleFilterValue } from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import type { FieldChoice } from './viewFieldChoices';

type ValueKind = 'const' | 'today_date' | 'now_date_time' | 'user_expression';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
  },
});

function kindOf(value: SingleFilterValue | undefined): ValueKind {
  if (value?.type === 'date_expression') return value.expression;
  if (value?.type === 'user_expression') return 'user_expression';
  return 'const';
}

function valueOfKind(kind: ValueKind): SingleFilterValue {
  if (kind === 'const') return { type: 'const', value: '' };
  if (kind === 'user_expression') return { type: 'user_expression' };
  return { type: 'date_expression', expression: kind };
}

/** The kinds of value a field of this type is compared with. */
function kindsFor(valueType: FieldChoice['valueType']): ValueKind[] {
  if (valueType === 'date' || valueType === 'date_time') {
    return ['const', 'today_date', 'now_date_time'];
  }
  if (valueType === 'system_source_reference') return ['const', 'user_expression'];
  return ['const'];
}

export interface FilterValueInputProps {
  readonly label: string;
  readonly value: SingleFilterValue | undefined;
  readonly valueType: FieldChoice['valueType'];
  readonly onChange: (value: SingleFilterValue) => void;
}

/**
 * One value a filter compares with (spec 001 §3.12 filter value types): a constant written as the
 * field's type stores it — a number, yes/no, a date — or today, now, the logged-in user.
 */
export function FilterValueInput({ label, value, valueType, onChange }: FilterValueInputProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const kinds = kindsFor(valueType);
  const kind = kindOf(value);
  const constant = value?.type === 'const' ? value.value : '';
  const constantInput =
    valueType === 'boolean' ? (
      <ChoiceDropdown
        aria-label={label}
        choices={choicesOf(['true', 'false'] as const, (answer) =>
          t(answer === 'true' ? 'views.filters.yes' : 'views.filters.no'),
        )}
        value={typeof constant === 'boolean' ? String(constant) : ''}
        onChange={(answer) => onChange({ type: 'const', value: answer === 'true' })}
      />
    ) : (
      <Input
        aria-label={label}
        type={valueType === 'number' ? 'number' : valueType === 'date' ? 'date' : 'text'}
        value={constant === null || constant === undefined ? '' : String(constant)}
        onChange={(_, data) => {
          const number = Number(data.value.replace(',', '.'));
          const typed =
            valueType === 'number' && data.value.trim() !== '' && Number.isFinite(number)
              ? number
              : data.value;
          onChange({ type: 'const', value: typed });
        }}
      />
    );
  if (kinds.length === 1) return <Field label={label}>{constantInput}</Field>;
  return (
    <div className={styles.root}>
      <Field label={t('views.filters.valueKind')}>
        <ChoiceDropdown
          choices={choicesOf(kinds, (option) => t(`views.valueKinds.${option}`))}
          value={kind}
          onChange={(option) => onChange(valueOfKind(option))}
        />
      </Field>
      {kind === 'const' && <Field label={label}>{constantInput}</Field>}
    </div>
  );
}
