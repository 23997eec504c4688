import { Field, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import type { FieldRendererProps } from '@tessera/react';
import { choiceKey, choiceValueOfKey } from '../definitions/choiceKey';
import { CHOICE_LIST_PAGE_SIZE } from '../definitions/choicePageSizes';
import type { ChoiceValue, RadioGroupFieldOptions } from '../definitions/fieldsChoice.types';
import { ChoiceListStatus } from './ChoiceListStatus';
import { ChoiceOptionLabel } from './ChoiceOptionLabel';
import { shownChoiceItems } from './shownChoiceItems';
import { useChoiceList } from './useChoiceList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * Runtime input of the `radio_group` field type: the query's options, 100 per page, as radio
 * buttons. Clicking the chosen option clears it when the field is not required (spec 002 §4).
 * @public
 */
export function RadioGroupFieldInput(
  props: FieldRendererProps<RadioGroupFieldOptions, ChoiceValue | null>,
) {
  const { id, label, options, value, onChange, disabled, required, errorText } = props;
  const readOnly = props.readOnly ?? false;
  const styles = useStyles();
  const values = value === null ? [] : [value];
  const { state, list } = useChoiceList({
    fieldId: id,
    options,
    perPage: CHOICE_LIST_PAGE_SIZE,
    values,
    loadOnMount: true,
    dropMissingValues: !readOnly,
    onValuesDropped: (kept) => onChange(kept[0] ?? null),
  });
  const chosenKey = value === null ? '' : choiceKey(value);
  const change = (next: ChoiceValue | null) => {
    if (!readOnly && !disabled) onChange(next);
  };

  return (
    <div className={styles.root}>
      <Field label={label} required={required} validationMessage={errorText}>
        <RadioGroup
          id={id}
          layout={options.direction}
          value={chosenKey}
          disabled={disabled}
          aria-readonly={readOnly || undefined}
          onChange={(_event, data) => change(choiceValueOfKey(data.value))}
        >
          {shownChoiceItems(state, values).map((item) => {
            const key = choiceKey(item.value);
            return (
              <Radio
                key={key}
                value={key}
                label={<ChoiceOptionLabel item={item} />}
                onClick={() => {
                  // A click on the chosen radio fires no change: it is the "clear" gesture.
                  if (key === chosenKey && !required) change(null);
                }}
              />
            );
          })}
        </RadioGroup>
      </Field>
      <ChoiceListStatus state={state} list={list} />
    </div>
  );
}
