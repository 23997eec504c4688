import { Avatar, type AvatarProps } from '@fluentui/react-components';
import { letterAvatarColor } from './letterAvatarColor';

/** @public */
export interface LetterAvatarProps extends Omit<AvatarProps, 'color' | 'name' | 'idForColor'> {
  /** The person's name: source of the initials and of the colour. */
  name: string;
}

/**
 * An avatar with the person's initials on one of 14 colours chosen by the name (spec §3).
 * @public
 */
export function LetterAvatar({ name, ...props }: LetterAvatarProps) {
  const color = letterAvatarColor(name);
  return <Avatar {...props} name={name} color={color} data-color={color} />;
}
