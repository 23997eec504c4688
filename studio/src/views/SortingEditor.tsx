import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { Sorting } from '@tessera/engine';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import type { FieldChoice } from './viewFieldChoices';

export interface SortingEditorProps {
  readonly sorting: readonly Sorting[];
  readonly choices: readonly FieldChoice[];
  readonly onChange: (sorting: Sorting[]) => void;
  readonly problem: (location: string) => string | undefined;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 2fr) minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    margin: 0,
    padding: 0,
    minWidth: 0,
    border: 'none',
  },
  number: { color: tokens.colorNeutralForeground3, paddingBottom: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * The order of a table view's rows until the person sorts by a column (spec 002 §3 "Views":
 * sorting): by the first field, then the next among equal ones.
 */
export function SortingEditor({ sorting, choices, onChange, problem }: SortingEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const replace = (index: number, next: Sorting) =>
    onChange(sorting.map((current, at) => (at === index ? next : current)));
  const unused = choices.find(
    (choice) => !sorting.some((entry) => entry.fieldAccess.path.join('.') === choice.key),
  );
  return (
    <div className={styles.root}>
      {sorting.length === 0 && <Text className={styles.muted}>{t('views.sorting.empty')}</Text>}
      {sorting.map((entry, index) => {
        const number = index + 1;
        const key = entry.fieldAccess.path.join('.');
        const choice = choices.find((candidate) => candidate.key === key);
        const direction = entry.direction ?? 'asc';
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: sorts have no ids; their place is their rank.
            key={index}
            className={styles.row}
            aria-label={t('views.sorting.rule', { number })}
          >
            <Text className={styles.number}>{number}.</Text>
            <Field label={t('views.sorting.field')} validationMessage={problem(`sorting:${index}`)}>
              <Dropdown
                value={choice?.label ?? t('views.fields.unknown', { name: key })}
                selectedOptions={[key]}
                onOptionSelect={(_, data) => {
                  const picked = choices.find((candidate) => candidate.key === data.optionValue);
                  if (picked?.path)
                    replace(index, { ...entry, fieldAccess: { path: [...picked.path] } });
                }}
              >
                {choices.map((option) => (
                  <Option key={option.key} value={option.key}>
                    {option.label}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field label={t('views.sorting.direction')}>
              <Dropdown
                value={t(`views.sorting.${direction}`)}
                selectedOptions={[direction]}
                onOptionSelect={(_, data) =>
                  replace(index, { ...entry, direction: data.optionValue as 'asc' | 'desc' })
                }
              >
                <Option value="asc">{t('views.sorting.asc')}</Option>
                <Option value="desc">{t('views.sorting.desc')}</Option>
              </Dropdown>
            </Field>
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={t('views.sorting.remove', { number })}
              title={t('views.sorting.remove', { number })}
              onClick={() => onChange(sorting.filter((_, at) => at !== index))}
            />
          </fieldset>
        );
      })}
      <div>
        <Button
          icon={<AddRegular />}
          disabled={unused?.path === undefined}
          onClick={() =>
            unused?.path &&
            onChange([...sorting, { fieldAccess: { path: [...unused.path] }, direction: 'asc' }])
          }
        >
          {t('views.sorting.add')}
        </Button>
      </div>
    </div>
  );
}
