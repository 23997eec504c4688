import { Field, Input, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import {
  COMPOSED_TYPES,
  type ComposedArrayItems,
  type ComposedComplexValueMethod,
  type MethodDefinition,
} from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { IconActionButton } from '../common/IconActionButton';
import { ItemListEditor } from '../common/ItemListEditor';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { removeAt, replaceAt } from '../processes/processDraft';
import { AccessPathEditor } from './AccessPathEditor';
import { MethodEditor } from './MethodEditor';
import { newComposedValue, without } from './methodDraft';
import { NamedMethodsEditor, numberedName } from './NamedMethodsEditor';
import { useItemCardStyles } from './useItemCardStyles';

const noValue: MethodDefinition = { type: 'no_value' };
const itemSources = ['multiplied', 'external'] as const;

export interface ComposedValueFieldsProps {
  readonly method: ComposedComplexValueMethod;
  readonly onChange: (method: MethodDefinition) => void;
}

/**
 * composed_complex_value (spec 001 §3.9): an object of named properties, an array — one item
 * repeated a computed number of times (floored, at most 100) or the items of another value with
 * properties picked from each — or a plain value.
 */
export function ComposedValueFields({ method, onChange }: ComposedValueFieldsProps) {
  const { t } = useStudioTranslation();
  return (
    <>
      <Field label={t('methods.editor.composedType')}>
        <ChoiceDropdown
          choices={choicesOf(COMPOSED_TYPES, (type) => t(`methods.composedTypes.${type}`))}
          value={method.composedType}
          onChange={(type) => onChange(newComposedValue(type))}
        />
      </Field>
      {method.composedType === 'object' && (
        <>
          <Text size={200} weight="semibold">
            {t('methods.editor.properties')}
          </Text>
          <NamedMethodsEditor
            items={method.properties.map((property) => ({
              name: property.propertyName,
              value: property.value,
            }))}
            nameLabel={t('methods.editor.propertyName')}
            addLabel={t('methods.editor.addComposedProperty')}
            emptyText={t('methods.editor.noMapEntries')}
            newName={numberedName('wlasciwosc')}
            onChange={(items) =>
              onChange({
                ...method,
                properties: items.map((item) => ({ propertyName: item.name, value: item.value })),
              })
            }
          />
        </>
      )}
      {method.composedType === 'array' && (
        <ArrayItems items={method.items} onChange={(items) => onChange({ ...method, items })} />
      )}
      {method.composedType === 'plain' && (
        <MethodEditor
          nested
          label={t('methods.editor.value')}
          method={method.value}
          onChange={(value) => onChange({ ...method, value: value ?? noValue })}
        />
      )}
    </>
  );
}

function ArrayItems({
  items,
  onChange,
}: {
  readonly items: ComposedArrayItems;
  readonly onChange: (items: ComposedArrayItems) => void;
}) {
  const { t } = useStudioTranslation();
  const styles = useItemCardStyles();
  const itemProperties = items.type === 'external' ? (items.itemProperties ?? []) : [];
  return (
    <>
      <Field label={t('methods.editor.itemsSource')}>
        <ChoiceDropdown
          choices={choicesOf(itemSources, (source) => t(`methods.itemSources.${source}`))}
          value={items.type}
          onChange={(type) =>
            onChange(
              type === 'multiplied'
                ? { type, count: { type: 'manual', value: 1 }, item: noValue }
                : { type, value: noValue },
            )
          }
        />
      </Field>
      {items.type === 'multiplied' ? (
        <>
          <MethodEditor
            nested
            label={t('methods.editor.count')}
            method={items.count}
            onChange={(count) => onChange({ ...items, count: count ?? noValue })}
          />
          <MethodEditor
            nested
            label={t('methods.editor.item')}
            method={items.item}
            onChange={(item) => onChange({ ...items, item: item ?? noValue })}
          />
        </>
      ) : (
        <>
          <MethodEditor
            nested
            label={t('methods.editor.sourceArray')}
            method={items.value}
            onChange={(value) => onChange({ ...items, value: value ?? noValue })}
          />
          <Text size={200} weight="semibold">
            {t('methods.editor.itemProperties')}
          </Text>
          <ItemListEditor
            compact
            count={itemProperties.length}
            emptyText={t('methods.editor.noMapEntries')}
            addLabel={t('methods.editor.addComposedProperty')}
            onAdd={() =>
              onChange({
                ...items,
                itemProperties: [
                  ...itemProperties,
                  {
                    propertyName: numberedName('wlasciwosc')(
                      itemProperties.map((p) => p.propertyName),
                    ),
                    path: [],
                  },
                ],
              })
            }
          >
            {itemProperties.map((property, index) => {
              const set = (next: typeof property | null) => {
                const list =
                  next === null
                    ? removeAt(itemProperties, index)
                    : replaceAt(itemProperties, index, next);
                onChange(
                  list.length === 0
                    ? without(items, 'itemProperties')
                    : { ...items, itemProperties: list },
                );
              };
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: names change as they are typed; place names the row.
                <div key={index} className={styles.item}>
                  <div className={styles.parts}>
                    <Field label={t('methods.editor.propertyName')} required>
                      <Input
                        value={property.propertyName}
                        onChange={(_, data) => set({ ...property, propertyName: data.value })}
                      />
                    </Field>
                    <AccessPathEditor
                      path={property.path}
                      onChange={(path) => set({ ...property, path: path ?? [] })}
                    />
                  </div>
                  <IconActionButton
                    icon={<DeleteRegular />}
                    label={t('methods.editor.removeMapEntry', { name: property.propertyName })}
                    onClick={() => set(null)}
                  />
                </div>
              );
            })}
          </ItemListEditor>
        </>
      )}
    </>
  );
}
