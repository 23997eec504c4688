import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { NotificationToaster } from './NotificationToaster';
import { createNotificationCenter } from './notificationCenter';

describe('NotificationToaster (spec 000 §8, §9)', () => {
  it('shows a notification with a close action that closes it', async () => {
    const center = createNotificationCenter();
    render(withTessera(() => <NotificationToaster center={center} />));
    act(() => center.notify({ intent: 'success', title: 'changePassword.changed' }));
    expect(await screen.findByText('Hasło zostało zmienione')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByText('Hasło zostało zmienione')).toBeNull());
  });

  it('shows the same notification raised twice while visible once', async () => {
    const center = createNotificationCenter();
    render(withTessera(() => <NotificationToaster center={center} />));
    act(() => {
      center.notify({ intent: 'error', title: 'notifications.api_errors.forbidden' });
      center.notify({ intent: 'error', title: 'notifications.api_errors.forbidden' });
    });
    expect(await screen.findAllByText('Brak uprawnień')).toHaveLength(1);
  });
});
