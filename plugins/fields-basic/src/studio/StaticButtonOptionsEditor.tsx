import {
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  tokens,
} from '@fluentui/react-components';
import type { OptionsEditorProps } from '@tessera/react';
import { useState } from 'react';
import { STATIC_BUTTON_ACTION_TYPES } from '../definitions/staticButtonFieldType';
import {
  STATIC_BUTTON_ICON_NAMES,
  type StaticButtonIconName,
} from '../definitions/staticButtonIcons';
import type {
  StaticButtonAction,
  StaticButtonFieldOptions,
} from '../definitions/staticFields.types';
import { staticButtonIconComponents } from '../runtime/staticButtonIconComponents';
import { useFieldsBasicTranslation } from '../runtime/useFieldsBasicTranslation';
import { ColorOptionInput } from './ColorOptionInput';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const NO_ICON = '';
const isIconName = (value: string | undefined): value is StaticButtonIconName =>
  (STATIC_BUTTON_ICON_NAMES as readonly string[]).includes(value ?? '');
const isActionType = (value: string | undefined): value is StaticButtonAction['type'] =>
  (STATIC_BUTTON_ACTION_TYPES as readonly string[]).includes(value ?? '');

/**
 * Studio editor of a static button: caption, colours, icon (from the fixed list) with its side
 * and colour, and the repeating-group action with an optional group id.
 * @public
 */
export function StaticButtonOptionsEditor({
  options,
  onChange,
}: OptionsEditorProps<StaticButtonFieldOptions>) {
  const { t } = useFieldsBasicTranslation();
  const styles = useStyles();
  const [groupIdText, setGroupIdText] = useState(options.action.groupId ?? '');
  const { icon, action } = options;
  const iconLabel = (name: StaticButtonIconName | null) =>
    name === null ? t('staticButton.noIcon') : t(`staticButton.icons.${name}`);

  return (
    <div className={styles.root}>
      <Field label={t('staticButton.text')} hint={t('staticButton.textHint')}>
        <Input
          value={options.text}
          maxLength={200}
          onChange={(_event, data) => onChange({ ...options, text: data.value })}
        />
      </Field>
      <ColorOptionInput
        label={t('staticButton.backgroundColor')}
        value={options.backgroundColor}
        onChange={(backgroundColor) => onChange({ ...options, backgroundColor })}
      />
      <ColorOptionInput
        label={t('staticButton.textColor')}
        value={options.textColor}
        onChange={(textColor) => onChange({ ...options, textColor })}
      />
      <Field label={t('staticButton.icon')}>
        <Dropdown
          value={iconLabel(icon.name)}
          selectedOptions={[icon.name ?? NO_ICON]}
          onOptionSelect={(_event, data) =>
            onChange({
              ...options,
              icon: { ...icon, name: isIconName(data.optionValue) ? data.optionValue : null },
            })
          }
        >
          <Option value={NO_ICON}>{t('staticButton.noIcon')}</Option>
          {STATIC_BUTTON_ICON_NAMES.map((name) => {
            const Icon = staticButtonIconComponents[name];
            return (
              <Option key={name} value={name} text={iconLabel(name)}>
                <span className={styles.option}>
                  <Icon aria-hidden />
                  {iconLabel(name)}
                </span>
              </Option>
            );
          })}
        </Dropdown>
      </Field>
      <Field label={t('staticButton.iconAlign')}>
        <RadioGroup
          layout="horizontal"
          value={icon.align}
          onChange={(_event, data) =>
            onChange({
              ...options,
              icon: { ...icon, align: data.value === 'right' ? 'right' : 'left' },
            })
          }
        >
          <Radio value="left" label={t('staticButton.iconAlignLeft')} />
          <Radio value="right" label={t('staticButton.iconAlignRight')} />
        </RadioGroup>
      </Field>
      <ColorOptionInput
        label={t('staticButton.iconColor')}
        value={icon.color}
        onChange={(color) => onChange({ ...options, icon: { ...icon, color } })}
      />
      <Field label={t('staticButton.action')}>
        <Dropdown
          value={t(`staticButton.actions.${action.type}`)}
          selectedOptions={[action.type]}
          onOptionSelect={(_event, data) => {
            if (isActionType(data.optionValue)) {
              onChange({ ...options, action: { ...action, type: data.optionValue } });
            }
          }}
        >
          {STATIC_BUTTON_ACTION_TYPES.map((type) => (
            <Option key={type} value={type}>
              {t(`staticButton.actions.${type}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('staticButton.groupId')} hint={t('staticButton.groupIdHint')}>
        <Input
          value={groupIdText}
          maxLength={200}
          onChange={(_event, data) => {
            setGroupIdText(data.value);
            const groupId = data.value.trim();
            onChange({
              ...options,
              action: { ...action, groupId: groupId === '' ? null : groupId },
            });
          }}
        />
      </Field>
    </div>
  );
}
