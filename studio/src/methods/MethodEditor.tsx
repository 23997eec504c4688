import {
  Dropdown,
  Field,
  makeStyles,
  mergeClasses,
  Option,
  OptionGroup,
  tokens,
} from '@fluentui/react-components';
import type { MethodDefinition, MethodType } from '@tessera/engine';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useMethodScope } from './MethodScope';
import { MethodTypeFields } from './MethodTypeFields';
import { newMethod } from './methodDraft';
import { methodTypeGroups } from './methodTypeGroups';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  },
  nested: {
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke2}`,
  },
});

const none = 'none';

export interface MethodEditorProps {
  /** `undefined`: no method (offered only when `optional`). */
  readonly method: MethodDefinition | undefined;
  readonly onChange: (method: MethodDefinition | undefined) => void;
  /** What the value is for (the type picker's label prefix and the group's name). */
  readonly label: string;
  /** Whether "none" is a choice (an optional default value, an optional record id). */
  readonly optional?: boolean;
  /** A method inside another one: drawn indented. */
  readonly nested?: boolean;
  readonly problem?: string | undefined;
}

/**
 * Edits a value-obtaining method of spec 001 §3.9 without JSON: every type the engine knows,
 * grouped, each with its own inputs; methods inside methods (a conditional value's branches, an
 * expression's variables, a function's inputs) are edited the same way, nested. What the
 * methods may read comes from the {@link MethodScopeProvider} around.
 */
export function MethodEditor({
  method,
  onChange,
  label,
  optional = false,
  nested = false,
  problem,
}: MethodEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const scope = useMethodScope();
  const type: MethodType | typeof none = method?.type ?? none;
  const typeText = (value: MethodType | typeof none) =>
    value === none ? t('methods.editor.none') : t(`methods.types.${value}`);

  return (
    <fieldset className={mergeClasses(styles.root, nested && styles.nested)} aria-label={label}>
      <Field
        label={`${label}: ${t('methods.editor.type').toLowerCase()}`}
        validationMessage={problem}
      >
        <Dropdown
          value={typeText(type)}
          selectedOptions={[type]}
          onOptionSelect={(_, data) => {
            const next = data.optionValue as MethodType | typeof none | undefined;
            if (next === undefined || next === type) return;
            onChange(next === none ? undefined : newMethod(next, scope));
          }}
        >
          {optional && <Option value={none}>{t('methods.editor.none')}</Option>}
          {methodTypeGroups.map(({ group, types }) => (
            <OptionGroup key={group} label={t(`methods.groups.${group}`)}>
              {types.map((candidate) => (
                <Option key={candidate} value={candidate}>
                  {t(`methods.types.${candidate}`)}
                </Option>
              ))}
            </OptionGroup>
          ))}
        </Dropdown>
      </Field>
      {method && <MethodTypeFields method={method} onChange={onChange} />}
    </fieldset>
  );
}
