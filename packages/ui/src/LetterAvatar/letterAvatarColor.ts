import type { AvatarNamedColor } from '@fluentui/react-components';

/**
 * The 14 letter-avatar colours (spec §9), as Fluent named avatar colours so they follow the theme.
 * @public
 */
export const letterAvatarColors = [
  'dark-red',
  'cranberry',
  'pumpkin',
  'marigold',
  'brown',
  'forest',
  'dark-green',
  'teal',
  'steel',
  'blue',
  'royal-blue',
  'purple',
  'grape',
  'magenta',
] as const satisfies readonly AvatarNamedColor[];

/** @public */
export type LetterAvatarColor = (typeof letterAvatarColors)[number];

/**
 * The colour for a name: the sum of its character codes, modulo 14 (spec §3), so a person keeps
 * one colour everywhere.
 * @public
 */
export function letterAvatarColor(name: string): LetterAvatarColor {
  let sum = 0;
  for (let index = 0; index < name.length; index += 1) sum += name.charCodeAt(index);
  return letterAvatarColors[sum % letterAvatarColors.length]!;
}
