import { createMemoryStorage } from '@tessera/client/testing';
import { describe, expect, it } from 'vitest';
import { deferNotification, takePendingNotifications } from './pendingNotifications';

describe('deferred notifications (a warning that travels with a redirect into the other app)', () => {
  it('are taken once, in order', () => {
    const storage = createMemoryStorage();
    deferNotification({ intent: 'warning', title: 'shell.accessDenied' }, storage);
    deferNotification({ intent: 'info', title: 'shell.loginRequired' }, storage);
    expect(takePendingNotifications(storage).map((item) => item.title)).toEqual([
      'shell.accessDenied',
      'shell.loginRequired',
    ]);
    expect(takePendingNotifications(storage)).toEqual([]);
  });

  it('ignore garbage in storage', () => {
    const storage = createMemoryStorage();
    storage.setItem('_pendingNotifications', '{nope');
    expect(takePendingNotifications(storage)).toEqual([]);
    storage.setItem('_pendingNotifications', '[1, {"title": 2}]');
    expect(takePendingNotifications(storage)).toEqual([]);
  });
});
