import { Button, type ButtonProps } from '@fluentui/react-components';
import type { ReactElement } from 'react';

export interface IconActionButtonProps {
  /** What the button does, e.g. "Usuń kolumnę Klient": its accessible name and its tooltip. */
  readonly label: string;
  readonly icon: ReactElement;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  readonly size?: ButtonProps['size'];
  readonly className?: string;
}

/**
 * An item's action shown by its icon alone (remove, move up, move down). Its click stays with
 * the button: a selectable row around it is not selected by it.
 */
export function IconActionButton({
  label,
  icon,
  onClick,
  disabled,
  size,
  className,
}: IconActionButtonProps) {
  return (
    <Button
      className={className}
      appearance="subtle"
      size={size}
      icon={icon}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    />
  );
}
