import {
  Button,
  Field,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { ProviderField } from '@tessera/engine';
import { useRef } from 'react';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { fieldLabel } from './fieldLabel';

export interface TemplateInputProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The fields a placeholder may name (those before the edited one). */
  readonly fields: readonly ProviderField[];
  readonly validationMessage?: string | undefined;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  textarea: { fontFamily: tokens.fontFamilyMonospace },
  insert: { alignSelf: 'flex-start' },
  menuName: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3 },
});

/**
 * A text template with `{{dbFieldName}}` placeholders (spec 001 §3.3 computed_string_template):
 * typed, or with a field inserted at the cursor from a menu of the fields it may use.
 */
export function TemplateInput({
  label,
  value,
  onChange,
  fields,
  validationMessage,
}: TemplateInputProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const input = useRef<HTMLTextAreaElement>(null);
  const example = fields[0]?.dbFieldName ?? 'nazwa';
  const insert = (dbFieldName: string) => {
    const element = input.current;
    const placeholder = `{{${dbFieldName}}}`;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    onChange(`${value.slice(0, start)}${placeholder}${value.slice(end)}`);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  };
  return (
    <div className={styles.root}>
      <Field
        label={label}
        hint={t('dataProviders.panel.templateHint', {
          placeholder: '{{nazwa_w_bazie}}',
          example: `{{${example}}}`,
        })}
        validationMessage={validationMessage}
      >
        <Textarea
          ref={input}
          className={styles.textarea}
          resize="vertical"
          value={value}
          onChange={(_, data) => onChange(data.value)}
        />
      </Field>
      {fields.length > 0 && (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button className={styles.insert} size="small" icon={<AddRegular />}>
              {t('dataProviders.panel.insertField')}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {fields.map((field) => (
                <MenuItem
                  key={field.id}
                  secondaryContent={<span className={styles.menuName}>{field.dbFieldName}</span>}
                  onClick={() => insert(field.dbFieldName)}
                >
                  {fieldLabel(field)}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
    </div>
  );
}
