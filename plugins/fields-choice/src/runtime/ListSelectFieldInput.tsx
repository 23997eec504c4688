import {
  Combobox,
  Field,
  makeStyles,
  Option,
  Spinner,
  Tag,
  TagGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { FieldRendererProps } from '@tessera/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { choiceKey, choiceValueOfKey } from '../definitions/choiceKey';
import { LIST_SELECT_PAGE_SIZE } from '../definitions/choicePageSizes';
import type {
  ChoiceValue,
  ListSelectFieldOptions,
  ListSelectValue,
} from '../definitions/fieldsChoice.types';
import { toChoiceValues } from '../definitions/toChoiceValues';
import { ChoiceLoadingError } from './ChoiceLoadingError';
import { useChoiceSource } from './ChoiceSourceProvider';
import { isNearListEnd } from './isNearListEnd';
import { useChoiceList } from './useChoiceList';
import { useFieldsChoiceTranslation } from './useFieldsChoiceTranslation';

/** The key of the "add new" entry; chosen values' keys are JSON, which never looks like this. */
const ADD_NEW_KEY = '\u0000add-new';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  combobox: { minWidth: 'auto', width: '100%' },
  // The listbox scrolls; its height decides when the next page is near (spec 002 §9: 200 px).
  listbox: { maxHeight: '320px', overflowY: 'auto' },
  status: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground3,
  },
  addNew: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * Runtime input of the `list_select` field type: a combobox over the query's options, searched
 * as the person types (sent 200 ms after the last key), 30 per page with the next page loaded
 * when the list is scrolled within 200 px of its end (spec 002 §7, §9). Chosen values show the
 * text the source looks up for them; a single choice can be cleared unless the field is required
 * (spec 002 §5); with `allowAddingNewRecords` an "add new" entry asks the source to create a
 * record, then chooses it (spec 002 §4).
 * @public
 */
export function ListSelectFieldInput(
  props: FieldRendererProps<ListSelectFieldOptions, ListSelectValue>,
) {
  const { id, label, options, value, onChange, disabled, required, errorText } = props;
  const readOnly = props.readOnly ?? false;
  const { t } = useFieldsChoiceTranslation();
  const styles = useStyles();
  const source = useChoiceSource();
  const multiple = options.allowMultipleChoice;
  const values = toChoiceValues(value);
  const emit = (next: readonly ChoiceValue[]) => onChange(multiple ? next : (next[0] ?? null));
  const { state, list } = useChoiceList({
    fieldId: id,
    options,
    perPage: LIST_SELECT_PAGE_SIZE,
    values,
    loadOnMount: false,
    dropMissingValues: !readOnly,
    onValuesDropped: emit,
  });
  const [open, setOpen] = useState(false);
  // What the person typed since the list opened; null shows the chosen text instead.
  const [typed, setTyped] = useState<string | null>(null);
  const latest = useRef({ values, emit });
  useLayoutEffect(() => {
    latest.current = { values, emit };
  });

  const canAdd =
    options.allowAddingNewRecords &&
    options.query !== null &&
    source.addRecord !== undefined &&
    !readOnly &&
    !disabled;
  const textOf = (chosen: ChoiceValue) =>
    state.known.get(choiceKey(chosen))?.text ??
    (state.lookupStatus === 'loading' ? t('selectList.loading') : String(chosen));
  const chosenText = multiple ? '' : values.map(textOf).join(', ');

  const close = () => {
    setOpen(false);
    setTyped(null);
    list.setSearch('', { immediate: true });
  };

  const addNew = async () => {
    // The text searched for and not found is likely the new record's name.
    const search = typed ?? '';
    close();
    const item = await list.addRecord(options.newRecordFormFields, search);
    if (item === null) return;
    const current = latest.current;
    current.emit(multiple ? [...current.values, item.value] : [item.value]);
  };

  return (
    <div className={styles.root}>
      <Field label={label} required={required} validationMessage={errorText}>
        <Combobox
          id={id}
          className={styles.combobox}
          multiselect={multiple}
          clearable={!required && !multiple && !readOnly && !disabled}
          disabled={disabled}
          readOnly={readOnly}
          placeholder={t('selectList.placeholder')}
          open={open}
          value={open && typed !== null ? typed : chosenText}
          selectedOptions={values.map(choiceKey)}
          onOpenChange={(_event, data) => {
            if (readOnly) return;
            if (!data.open) {
              close();
              return;
            }
            setOpen(true);
            list.load();
          }}
          onChange={(event) => {
            const text = event.target.value;
            setTyped(text);
            list.setSearch(text);
            // Emptying the text clears a single choice: the keyboard's way to the clear button.
            if (text === '' && !multiple && !required && values.length > 0) emit([]);
          }}
          onOptionSelect={(event, data) => {
            if (data.optionValue === ADD_NEW_KEY) {
              void addNew();
              return;
            }
            if (multiple) {
              emit(data.selectedOptions.filter((key) => key !== ADD_NEW_KEY).map(choiceValueOfKey));
              return;
            }
            // Typing text that matches no option "clears" in Fluent; only the clear button does here.
            if (data.optionValue === undefined && event.type === 'change') return;
            emit(data.optionValue === undefined ? [] : [choiceValueOfKey(data.optionValue)]);
            setTyped(null);
          }}
          listbox={{
            className: styles.listbox,
            onScroll: (event) => {
              if (isNearListEnd(event.currentTarget)) list.loadMore();
            },
          }}
        >
          {state.items.map((item) => (
            <Option key={choiceKey(item.value)} value={choiceKey(item.value)} text={item.text}>
              {item.text}
            </Option>
          ))}
          {state.pageStatus === 'loading' || state.adding ? (
            <div className={styles.status}>
              <Spinner size="tiny" labelPosition="after" label={t('selectList.loading')} />
            </div>
          ) : null}
          {state.pageStatus === 'loaded' && state.items.length === 0 ? (
            <Text size={200} className={styles.status}>
              {t('selectList.noData')}
            </Text>
          ) : null}
          {state.pageStatus === 'error' ? (
            <div className={styles.status}>
              <ChoiceLoadingError onRetry={list.retry} />
            </div>
          ) : null}
          {canAdd ? (
            <Option
              value={ADD_NEW_KEY}
              text={t('selectList.addNew')}
              checkIcon={null}
              className={styles.addNew}
            >
              {t('selectList.addNew')}
            </Option>
          ) : null}
        </Combobox>
      </Field>
      {multiple && values.length > 0 ? (
        <TagGroup
          aria-label={t('selectList.selected')}
          onDismiss={(_event, data) =>
            emit(values.filter((chosen) => choiceKey(chosen) !== data.value))
          }
        >
          {values.map((chosen) => (
            <Tag
              key={choiceKey(chosen)}
              value={choiceKey(chosen)}
              size="small"
              dismissible={!readOnly && !disabled}
              dismissIcon={{ 'aria-label': t('selectList.remove', { text: textOf(chosen) }) }}
            >
              {textOf(chosen)}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
      {state.lookupStatus === 'error' ? <ChoiceLoadingError onRetry={list.retry} /> : null}
    </div>
  );
}
