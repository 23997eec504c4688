import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  SpinButton,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { DataProviderItem } from '@tessera/client';
import {
  type ConditionDefinition,
  FORM_GRID_COLUMNS,
  type FormField,
  type FormFieldLayout,
  type MethodDefinition,
} from '@tessera/engine';
import type { Draft } from 'immer';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { bindableValueTypes } from './bindableValueTypes';
import { FieldBindingPicker } from './FieldBindingPicker';
import { type ConditionProperty, FieldConditionProperty } from './FieldConditionProperty';
import { FieldTypeIcon } from './FieldTypeIcon';
import { FieldValueProperty } from './FieldValueProperty';
import { conditionFieldsOf } from './formMethodScope';
import { SchemaOptionsEditor } from './SchemaOptionsEditor';
import { fieldTypeNamespace, fieldTypeOf, optionsEditorOf } from './studioPlugins';
import { useFieldTypeLabel } from './useFieldTypeLabel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  headerIcon: { fontSize: '24px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  headerText: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  title: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalM,
  },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

const conditionProperties: readonly ConditionProperty[] = ['visible', 'required', 'disabled'];

export interface FieldPropertiesPanelProps {
  readonly field: FormField;
  /** The form's fields, for the conditions. */
  readonly fields: readonly FormField[];
  /** The form's provider (`null`: none bound, or not loaded yet). */
  readonly provider: Pick<DataProviderItem, 'config'> | null;
  /** The provider field this field is bound to. */
  readonly binding: string | null;
  /** Changes the field; `key` joins a run of changes into one undo step (typing). */
  readonly onChange: (change: (field: Draft<FormField>) => void, key?: string) => void;
  readonly onPlace: (layout: FormFieldLayout) => void;
  readonly onBind: (providerFieldId: string | null) => void;
  readonly onRemove: () => void;
  /** The problem at one of the field's parts (`label`, `name`, `options`...). */
  readonly problem: (part: string) => string | undefined;
}

/**
 * The selected field's properties (issue 8): label and name; position and size in cells; the
 * provider field it fills, among those of a compatible value type; the type's options — the
 * plugin's own studio editor where it has one, else inputs generated from the options schema;
 * and its visible, required and disabled conditions.
 */
export function FieldPropertiesPanel({
  field,
  fields,
  provider,
  binding,
  onChange,
  onPlace,
  onBind,
  onRemove,
  problem,
}: FieldPropertiesPanelProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const typeLabel = useFieldTypeLabel();
  const type = field.type.name;
  const definition = fieldTypeOf(type);
  const PluginEditor = optionsEditorOf(type);
  const options = { ...(definition?.defaultOptions as object), ...field.type.options } as Record<
    string,
    unknown
  >;
  const setOptions = (next: Readonly<Record<string, unknown>>) =>
    onChange((draft) => {
      draft.type.options = next as Draft<Record<string, unknown>>;
    }, `${field.id}:options`);
  const conditionFields = conditionFieldsOf(fields);
  const setCondition = (property: ConditionProperty, next: ConditionDefinition | undefined) =>
    onChange((draft) => {
      if (next === undefined) delete draft[property];
      else draft[property] = next as Draft<ConditionDefinition>;
    }, `${field.id}:${property}`);
  const setLayout = (part: keyof FormFieldLayout, value: number | null | undefined) => {
    if (value === null || value === undefined || !Number.isFinite(value)) return;
    onPlace({ ...field.layout, [part]: value });
  };
  const spin = (part: keyof FormFieldLayout, label: string, min: number, max?: number) => (
    <Field label={label}>
      <SpinButton
        value={field.layout[part] + (part === 'x' || part === 'y' ? 1 : 0)}
        min={min}
        max={max}
        onChange={(_, data) => {
          const typed = data.value ?? Number(data.displayValue);
          const offset = part === 'x' || part === 'y' ? 1 : 0;
          setLayout(part, Math.trunc(typed) - offset);
        }}
      />
    </Field>
  );

  return (
    <section className={styles.root} aria-label={t('forms.panel.title')}>
      <div className={styles.header}>
        <FieldTypeIcon type={type} className={styles.headerIcon} />
        <div className={styles.headerText}>
          <Text as="h2" size={400} weight="semibold" className={styles.title}>
            {field.label?.trim() || field.name}
          </Text>
          <Text size={200} className={styles.muted}>
            {typeLabel(type)}
          </Text>
        </div>
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          aria-label={t('forms.panel.remove')}
          title={t('forms.panel.remove')}
          onClick={onRemove}
        />
      </div>
      {problem('') && (
        <MessageBar intent="error">
          <MessageBarBody>{problem('')}</MessageBarBody>
        </MessageBar>
      )}
      <Accordion
        multiple
        collapsible
        defaultOpenItems={['general', 'binding', 'value', 'options', 'conditions']}
      >
        <AccordionItem value="general">
          <AccordionHeader>{t('forms.panel.general')}</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <Field label={t('forms.panel.label')} validationMessage={problem('label')}>
              <Input
                value={field.label ?? ''}
                onChange={(_, data) =>
                  onChange((draft) => {
                    draft.label = data.value;
                  }, `${field.id}:label`)
                }
              />
            </Field>
            <Field
              label={t('forms.panel.name')}
              hint={t('forms.panel.nameHint', { id: field.id })}
              validationMessage={problem('name')}
              required
            >
              <Input
                value={field.name}
                onChange={(_, data) =>
                  onChange((draft) => {
                    draft.name = data.value;
                  }, `${field.id}:name`)
                }
              />
            </Field>
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="layout">
          <AccordionHeader>{t('forms.panel.layout')}</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <div className={styles.layout}>
              {spin('x', t('forms.panel.column'), 1, FORM_GRID_COLUMNS - field.layout.width + 1)}
              {spin('y', t('forms.panel.row'), 1)}
              {spin('width', t('forms.panel.width'), 1, FORM_GRID_COLUMNS - field.layout.x)}
              {spin('height', t('forms.panel.height'), 1)}
            </div>
            {problem('layout') && (
              <Text className={styles.muted} role="alert">
                {problem('layout')}
              </Text>
            )}
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="binding">
          <AccordionHeader>{t('forms.panel.binding')}</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <FieldBindingPicker
              provider={provider}
              value={binding}
              valueTypes={bindableValueTypes(type, definition)}
              onChange={onBind}
              problem={problem('binding')}
            />
          </AccordionPanel>
        </AccordionItem>
        {bindableValueTypes(type, definition).length > 0 && (
          <AccordionItem value="value">
            <AccordionHeader>{t('forms.panel.value')}</AccordionHeader>
            <AccordionPanel className={styles.panel}>
              <FieldValueProperty
                field={field}
                problem={problem('defaultValue')}
                onDefaultValue={(method) =>
                  onChange((draft) => {
                    if (method === undefined) {
                      delete draft.defaultValue;
                      delete draft.ignoreSavedValue;
                    } else draft.defaultValue = method as Draft<MethodDefinition>;
                  }, `${field.id}:defaultValue`)
                }
                onIgnoreSavedValue={(ignore) =>
                  onChange((draft) => {
                    if (ignore) draft.ignoreSavedValue = true;
                    else delete draft.ignoreSavedValue;
                  })
                }
              />
            </AccordionPanel>
          </AccordionItem>
        )}
        <AccordionItem value="options">
          <AccordionHeader>{t('forms.panel.options')}</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            {problem('options') && (
              <MessageBar intent="error">
                <MessageBarBody>{problem('options')}</MessageBarBody>
              </MessageBar>
            )}
            {definition === null ? (
              <Text className={styles.muted}>{t('forms.panel.unknownType', { type })}</Text>
            ) : PluginEditor ? (
              <PluginEditor options={options} onChange={setOptions} />
            ) : (
              <SchemaOptionsEditor
                schema={definition.optionsSchema}
                options={options}
                onChange={setOptions}
                namespace={fieldTypeNamespace(type)}
              />
            )}
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="conditions">
          <AccordionHeader>{t('forms.panel.conditions')}</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            {conditionProperties.map((property) => (
              <FieldConditionProperty
                key={property}
                property={property}
                condition={field[property]}
                onChange={(next) => setCondition(property, next)}
                fields={conditionFields}
                problem={problem(property)}
              />
            ))}
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
    </section>
  );
}
