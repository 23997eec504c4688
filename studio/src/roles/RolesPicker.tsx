import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { RoleRecord } from '@tessera/client';
import { useStudioTranslation } from '../i18n/useStudioTranslation';

export interface RolesPickerProps {
  readonly label: string;
  readonly placeholder: string;
  /** The client's roles (not deleted); `null` while they load or when they failed to. */
  readonly roles: readonly Pick<RoleRecord, 'id' | 'name' | 'status'>[] | null;
  /** The roles could not be loaded: says so under the picker. */
  readonly failed: boolean;
  readonly selected: readonly string[];
  readonly onChange: (roleIds: string[]) => void;
  readonly hint?: string;
  /** The message of a problem with the choice. */
  readonly validationMessage?: string;
  readonly loadFailedMessage: string;
  readonly disabled?: boolean;
}

/**
 * Chooses roles (spec 000 §4: only active items appear in pickers). A chosen role that has since
 * become inactive stays listed, marked, so it can be taken away; an unknown id shows as itself.
 */
export function RolesPicker({
  label,
  placeholder,
  roles,
  failed,
  selected,
  onChange,
  hint,
  validationMessage,
  loadFailedMessage,
  disabled = false,
}: RolesPickerProps) {
  const { t } = useStudioTranslation();
  const nameOf = (role: Pick<RoleRecord, 'name' | 'status'>) =>
    role.status === 'active' ? role.name : t('roles.picker.inactive', { name: role.name });
  const offered = (roles ?? []).filter(
    (role) => role.status === 'active' || selected.includes(role.id),
  );
  const chosenName = (id: string) => {
    const role = roles?.find((each) => each.id === id);
    return role ? nameOf(role) : id;
  };
  return (
    <Field
      label={label}
      hint={hint}
      validationMessage={validationMessage ?? (failed ? loadFailedMessage : undefined)}
      validationState={validationMessage ? 'error' : failed ? 'warning' : undefined}
    >
      <Dropdown
        multiselect
        disabled={disabled}
        placeholder={placeholder}
        value={selected.map(chosenName).join(', ')}
        selectedOptions={[...selected]}
        onOptionSelect={(_, data) => onChange(data.selectedOptions)}
      >
        {offered.map((role) => (
          <Option key={role.id} value={role.id}>
            {nameOf(role)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
