import { Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { Sorting } from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { IconActionButton } from '../common/IconActionButton';
import { ItemListEditor } from '../common/ItemListEditor';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { dropdownChoices, type FieldChoice } from './viewFieldChoices';

export interface SortingEditorProps {
  readonly sorting: readonly Sorting[];
  readonly choices: readonly FieldChoice[];
  readonly onChange: (sorting: Sorting[]) => void;
  readonly problem: (location: string) => string | undefined;
}

const useStyles = makeStyles({
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
  const fieldChoices = dropdownChoices(choices);
  const directions = choicesOf(['asc', 'desc'] as const, (direction) =>
    t(`views.sorting.${direction}`),
  );
  return (
    <ItemListEditor
      count={sorting.length}
      emptyText={t('views.sorting.empty')}
      addLabel={t('views.sorting.add')}
      addDisabled={unused?.path === undefined}
      onAdd={() =>
        unused?.path &&
        onChange([...sorting, { fieldAccess: { path: [...unused.path] }, direction: 'asc' }])
      }
    >
      {sorting.map((entry, index) => {
        const number = index + 1;
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: sorts have no ids; their place is their rank.
            key={index}
            className={styles.row}
            aria-label={t('views.sorting.rule', { number })}
          >
            <Text className={styles.number}>{number}.</Text>
            <Field label={t('views.sorting.field')} validationMessage={problem(`sorting:${index}`)}>
              <ChoiceDropdown
                choices={fieldChoices}
                value={entry.fieldAccess.path.join('.')}
                unknownText={(key) => t('views.fields.unknown', { name: key })}
                onChange={(key) => {
                  const picked = choices.find((candidate) => candidate.key === key);
                  if (picked?.path)
                    replace(index, { ...entry, fieldAccess: { path: [...picked.path] } });
                }}
              />
            </Field>
            <Field label={t('views.sorting.direction')}>
              <ChoiceDropdown
                choices={directions}
                value={entry.direction ?? 'asc'}
                onChange={(direction) => replace(index, { ...entry, direction })}
              />
            </Field>
            <IconActionButton
              icon={<DeleteRegular />}
              label={t('views.sorting.remove', { number })}
              onClick={() => onChange(sorting.filter((_, at) => at !== index))}
            />
          </fieldset>
        );
      })}
    </ItemListEditor>
  );
}
