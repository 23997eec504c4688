import type { ApplicationVersionItem } from '@tessera/client';
import { createTestVersion } from '@tessera/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { VersionSelector } from './VersionSelector';

const versions = [
  createTestVersion({ id: 'v3', number: 3, name: 'Nowy cennik', versionStatus: 'draft' }),
  createTestVersion({ id: 'v2', number: 2, name: 'Wiosna' }),
  createTestVersion({ id: 'v1', number: 1, name: 'Start', versionStatus: 'previous' }),
];

/** Renders the selector working in `current`; answers what it was told to select. */
function renderSelector(current: ApplicationVersionItem) {
  const onSelect = vi.fn();
  render(
    withTessera(() => (
      <VersionSelector versions={versions} current={current} onSelect={onSelect} />
    )),
  );
  return onSelect;
}

describe('VersionSelector (spec 000 §2, §4)', () => {
  it('shows the display name of the version worked in and marks a draft', () => {
    renderSelector(versions[0]!);
    const trigger = screen.getByRole('button', { name: 'Wersja aplikacji: v3 Nowy cennik' });
    expect(trigger).toHaveTextContent('Szkic');
  });

  it('lists live, draft and previous; choosing live selects the special value live', async () => {
    const onSelect = renderSelector(versions[0]!);
    fireEvent.click(screen.getByRole('button', { name: /Wersja aplikacji/ }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'v3 Nowy cennikSzkic',
      'v2 Wiosna (live)Opublikowana',
      'v1 StartPoprzednia',
    ]);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(items[1]!);
    expect(onSelect).toHaveBeenCalledWith('live');
  });

  it('selects another version by id', async () => {
    const onSelect = renderSelector(versions[1]!);
    fireEvent.click(screen.getByRole('button', { name: /Wersja aplikacji/ }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /v1 Start/ }));
    expect(onSelect).toHaveBeenCalledWith('v1');
  });
});
