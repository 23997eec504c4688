import type { ApplicationVersionItem } from '@tessera/client';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { VersionSelector } from './VersionSelector';

const version = (
  id: string,
  number: number,
  name: string,
  versionStatus: ApplicationVersionItem['versionStatus'],
): ApplicationVersionItem => ({
  id,
  number,
  name,
  versionStatus,
  publishedAt: null,
  copiedFromId: null,
  displayName: `v${number} ${name}${versionStatus === 'live' ? ' (live)' : ''}`,
});

const versions = [
  version('v3', 3, 'Nowy cennik', 'draft'),
  version('v2', 2, 'Wiosna', 'live'),
  version('v1', 1, 'Start', 'previous'),
];

describe('VersionSelector (spec 000 §2, §4)', () => {
  it('shows the display name of the version worked in and marks a draft', () => {
    render(
      withTessera(() => (
        <VersionSelector versions={versions} current={versions[0]!} onSelect={() => undefined} />
      )),
    );
    const trigger = screen.getByRole('button', { name: 'Wersja aplikacji: v3 Nowy cennik' });
    expect(trigger).toHaveTextContent('Szkic');
  });

  it('lists live, draft and previous; choosing live selects the special value live', async () => {
    const onSelect = vi.fn();
    render(
      withTessera(() => (
        <VersionSelector versions={versions} current={versions[0]!} onSelect={onSelect} />
      )),
    );
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
    const onSelect = vi.fn();
    render(
      withTessera(() => (
        <VersionSelector versions={versions} current={versions[1]!} onSelect={onSelect} />
      )),
    );
    fireEvent.click(screen.getByRole('button', { name: /Wersja aplikacji/ }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /v1 Start/ }));
    expect(onSelect).toHaveBeenCalledWith('v1');
  });
});
