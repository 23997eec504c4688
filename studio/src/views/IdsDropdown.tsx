import { Dropdown, Option } from '@fluentui/react-components';

export interface IdsDropdownProps {
  /** What can be chosen, in order; `null` while loading or when it could not be loaded. */
  readonly options: readonly { readonly id: string; readonly name: string }[] | null;
  readonly selected: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly placeholder: string;
  readonly disabled?: boolean;
  readonly 'aria-label'?: string;
  readonly 'aria-labelledby'?: string;
}

/**
 * A multiple choice of items by id (roles, processes) showing their names; an id whose item is
 * not among the options (deleted since) shows as the id, so it can still be removed.
 */
export function IdsDropdown({
  options,
  selected,
  onChange,
  placeholder,
  ...rest
}: IdsDropdownProps) {
  const nameOf = (id: string) => options?.find((option) => option.id === id)?.name ?? id;
  const missing = selected.filter((id) => !options?.some((option) => option.id === id));
  return (
    <Dropdown
      multiselect
      placeholder={placeholder}
      value={selected.map(nameOf).join(', ')}
      selectedOptions={[...selected]}
      onOptionSelect={(_, data) => onChange(data.selectedOptions)}
      {...rest}
    >
      {(options ?? []).map((option) => (
        <Option key={option.id} value={option.id}>
          {option.name}
        </Option>
      ))}
      {missing.map((id) => (
        <Option key={id} value={id}>
          {id}
        </Option>
      ))}
    </Dropdown>
  );
}
