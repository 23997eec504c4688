import {
  Button,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { FILTER_MATCH_KINDS, type QueryFilter, VALUELESS_MATCH_KINDS } from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { IconActionButton } from '../common/IconActionButton';
import { ItemListEditor } from '../common/ItemListEditor';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { FilterValueInput } from './FilterValueInput';
import { dropdownChoices, type FieldChoice } from './viewFieldChoices';
import {
  defaultFilterValue,
  type FilterList,
  type FilterRow,
  filterFromList,
  filterListOf,
} from './viewFilters';

export interface FiltersEditorProps {
  readonly filter: QueryFilter | undefined;
  /** The record values a filter may test (the provider's fields, `$id`, `$createdAt`). */
  readonly choices: readonly FieldChoice[];
  readonly onChange: (filter: QueryFilter | undefined) => void;
  readonly problem?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2fr) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  range: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalS,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * A table view's filters (spec 002 §3 "Views": filters; spec 001 §3.12): conditions on the
 * provider's fields, all or any of which must hold. A stored filter built in a way this editor
 * does not show is kept as it is, with the choice to start over.
 */
export function FiltersEditor({ filter, choices, onChange, problem }: FiltersEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const list = filterListOf(filter);
  if (list === null) {
    return (
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>{t('views.filters.advanced')}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => onChange(undefined)}>{t('views.filters.replace')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  const update = (next: FilterList) => onChange(filterFromList(next));
  const replaceRow = (index: number, row: FilterRow) =>
    update({ ...list, rows: list.rows.map((current, at) => (at === index ? row : current)) });
  const add = () => {
    const first = choices[0];
    if (!first) return;
    update({
      ...list,
      rows: [
        ...list.rows,
        { fieldName: first.key, matchKind: 'match', value: defaultFilterValue('match') },
      ],
    });
  };

  const fieldChoices = dropdownChoices(choices);
  const matchKinds = choicesOf(FILTER_MATCH_KINDS, (kind) => t(`views.matchKinds.${kind}`));

  return (
    <div className={styles.root}>
      {problem && <Text className={styles.error}>{problem}</Text>}
      <ItemListEditor
        count={list.rows.length}
        emptyText={t('views.filters.empty')}
        addLabel={t('views.filters.add')}
        addDisabled={choices.length === 0}
        onAdd={add}
      >
        {list.rows.length > 1 && (
          <Field label={t('views.filters.combination')}>
            <RadioGroup
              layout="horizontal"
              value={list.combination}
              onChange={(_, data) => update({ ...list, combination: data.value as 'and' | 'or' })}
            >
              <Radio value="and" label={t('views.filters.all')} />
              <Radio value="or" label={t('views.filters.any')} />
            </RadioGroup>
          </Field>
        )}
        {list.rows.map((row, index) => {
          const number = index + 1;
          const choice = choices.find((candidate) => candidate.key === row.fieldName);
          const range = row.value?.type === 'range' ? row.value : null;
          return (
            <section
              // biome-ignore lint/suspicious/noArrayIndexKey: filters have no ids; their place is their identity.
              key={index}
              className={styles.row}
              aria-label={t('views.filters.filter', { number })}
            >
              <Field label={t('views.filters.field')}>
                <ChoiceDropdown
                  choices={fieldChoices}
                  value={row.fieldName}
                  onChange={(fieldName) =>
                    replaceRow(index, {
                      fieldName,
                      matchKind: row.matchKind,
                      value: defaultFilterValue(row.matchKind),
                    })
                  }
                />
              </Field>
              <Field label={t('views.filters.match')}>
                <ChoiceDropdown
                  choices={matchKinds}
                  value={row.matchKind}
                  onChange={(matchKind) =>
                    replaceRow(index, {
                      fieldName: row.fieldName,
                      matchKind,
                      value: defaultFilterValue(matchKind),
                    })
                  }
                />
              </Field>
              {VALUELESS_MATCH_KINDS.includes(row.matchKind) ? (
                <span />
              ) : range ? (
                <div className={styles.range}>
                  <FilterValueInput
                    label={t('views.filters.from')}
                    value={range.start}
                    valueType={choice?.valueType}
                    onChange={(start) => replaceRow(index, { ...row, value: { ...range, start } })}
                  />
                  <FilterValueInput
                    label={t('views.filters.to')}
                    value={range.end}
                    valueType={choice?.valueType}
                    onChange={(end) => replaceRow(index, { ...row, value: { ...range, end } })}
                  />
                </div>
              ) : (
                <FilterValueInput
                  label={t('views.filters.value')}
                  value={row.value?.type === 'range' ? undefined : row.value}
                  valueType={choice?.valueType}
                  onChange={(value) => replaceRow(index, { ...row, value })}
                />
              )}
              <IconActionButton
                icon={<DeleteRegular />}
                label={t('views.filters.remove', { number })}
                onClick={() => update({ ...list, rows: list.rows.filter((_, at) => at !== index) })}
              />
            </section>
          );
        })}
      </ItemListEditor>
    </div>
  );
}
