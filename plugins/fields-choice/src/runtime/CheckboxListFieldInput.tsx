import { Checkbox, Field, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { FieldRendererProps } from '@tessera/react';
import { choiceKey } from '../definitions/choiceKey';
import { CHOICE_LIST_PAGE_SIZE } from '../definitions/choicePageSizes';
import type { CheckboxListFieldOptions, ChoiceValue } from '../definitions/fieldsChoice.types';
import { ChoiceCheckboxGroup } from './ChoiceCheckboxGroup';
import { ChoiceListStatus } from './ChoiceListStatus';
import { ChoiceOptionLabel } from './ChoiceOptionLabel';
import { shownChoiceItems } from './shownChoiceItems';
import { useChoiceList } from './useChoiceList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  options: { display: 'flex', flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
});

/**
 * Runtime input of the `checkbox_list` field type: the query's options, 100 per page, as
 * checkboxes; the value lists the ticked ones in the order they were ticked.
 * @public
 */
export function CheckboxListFieldInput(
  props: FieldRendererProps<CheckboxListFieldOptions, readonly ChoiceValue[]>,
) {
  const { id, label, options, value, onChange, disabled, required, errorText } = props;
  const readOnly = props.readOnly ?? false;
  const styles = useStyles();
  const { state, list } = useChoiceList({
    fieldId: id,
    options,
    perPage: CHOICE_LIST_PAGE_SIZE,
    values: value,
    loadOnMount: true,
    dropMissingValues: !readOnly,
    onValuesDropped: onChange,
  });
  const ticked = new Set(value.map(choiceKey));

  return (
    <div className={styles.root}>
      <Field label={label} required={required} validationMessage={errorText}>
        <ChoiceCheckboxGroup
          id={id}
          className={mergeClasses(
            styles.options,
            options.direction === 'horizontal' && styles.horizontal,
          )}
        >
          {shownChoiceItems(state, value).map((item) => {
            const key = choiceKey(item.value);
            return (
              <Checkbox
                key={key}
                label={<ChoiceOptionLabel item={item} />}
                checked={ticked.has(key)}
                disabled={disabled}
                aria-readonly={readOnly || undefined}
                onChange={(_event, data) => {
                  if (readOnly) return;
                  const others = value.filter((chosen) => choiceKey(chosen) !== key);
                  onChange(data.checked === true ? [...others, item.value] : others);
                }}
              />
            );
          })}
        </ChoiceCheckboxGroup>
      </Field>
      <ChoiceListStatus state={state} list={list} />
    </div>
  );
}
