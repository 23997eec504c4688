import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { LetterAvatar } from './LetterAvatar';
import { letterAvatarColor } from './letterAvatarColor';

function renderAvatar(name: string) {
  render(withTessera(() => <LetterAvatar name={name} />));
  return screen.getAllByRole('img', { name }).at(-1)!;
}

const initialsClass = (avatar: HTMLElement) =>
  avatar.querySelector('.fui-Avatar__initials')?.className;

describe('LetterAvatar', () => {
  it('shows the initials of the name', () => {
    expect(renderAvatar('Anna Nowak')).toHaveTextContent('AN');
  });

  it('uses the same colour for the same name on every render (deterministic)', () => {
    const first = renderAvatar('Zofia Wiśniewska');
    const second = renderAvatar('Zofia Wiśniewska');
    expect(first.dataset.color).toBe(letterAvatarColor('Zofia Wiśniewska'));
    expect(second.dataset.color).toBe(first.dataset.color);
    expect(initialsClass(second)).toBe(initialsClass(first));
  });

  it('paints different colours for names whose code sums differ', () => {
    const a = renderAvatar('A');
    const b = renderAvatar('AB');
    expect(a.dataset.color).not.toBe(b.dataset.color);
    expect(initialsClass(a)).toBeTruthy();
    expect(initialsClass(a)).not.toBe(initialsClass(b));
  });
});
