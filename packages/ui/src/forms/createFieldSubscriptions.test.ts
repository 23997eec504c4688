import { createFormStore, createRegistry, createStaticHost, type FormField } from '@tessera/engine';
import { fieldsBasic } from '@tessera/fields-basic';
import { describe, expect, it, vi } from 'vitest';
import { createFieldSubscriptions } from './createFieldSubscriptions';

const field = (id: string, extra: Partial<FormField> = {}): FormField => ({
  id,
  name: id,
  status: 'active',
  type: { name: 'text' },
  layout: { x: 0, y: 0, width: 6, height: 9 },
  ...extra,
});

function open() {
  return createFormStore(
    {
      id: 'form',
      name: 'Form',
      fields: [
        field('power'),
        field('summary', {
          defaultValue: { type: 'templated_string', template: '{{power}} kWp' },
        }),
        field('other'),
      ],
    },
    { registry: createRegistry([fieldsBasic]), host: createStaticHost() },
  );
}

describe('createFieldSubscriptions', () => {
  it('tells a field only of the changes that gave it a new state, the field changed or a dependant', () => {
    const store = open();
    const subscriptions = createFieldSubscriptions(store);
    const heard = { power: vi.fn(), summary: vi.fn(), other: vi.fn() };
    for (const [id, listener] of Object.entries(heard)) {
      subscriptions.sourceOf(id).subscribe(listener);
    }
    store.setValue('power', '6');
    expect(heard.power).toHaveBeenCalledTimes(1);
    expect(heard.summary).toHaveBeenCalledTimes(1);
    expect(heard.other).not.toHaveBeenCalled();
    expect(subscriptions.sourceOf('summary').getState().value('summary')).toBe('6 kWp');
  });

  it('hands out one source per field and subscribes to the store only while someone listens', () => {
    const store = open();
    const subscribe = vi.spyOn(store, 'subscribe');
    const subscriptions = createFieldSubscriptions(store);
    expect(subscriptions.sourceOf('power')).toBe(subscriptions.sourceOf('power'));
    const first = subscriptions.sourceOf('power').subscribe(() => {});
    const second = subscriptions.sourceOf('other').subscribe(() => {});
    expect(subscribe).toHaveBeenCalledTimes(1);
    first();
    second();
    const listener = vi.fn();
    subscriptions.sourceOf('power').subscribe(listener);
    expect(subscribe).toHaveBeenCalledTimes(2);
    store.setValue('power', '7');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  describe('edits', () => {
    /** A scheduler the test runs by hand: the browser's next paint, when the test says so. */
    function manualPaint() {
      const queued: (() => void)[] = [];
      const cancelled = new Set<() => void>();
      const schedule = (callback: () => void) => {
        queued.push(callback);
        return () => cancelled.add(callback);
      };
      const paint = () => {
        for (const callback of queued.splice(0)) if (!cancelled.has(callback)) callback();
      };
      return { schedule, paint, scheduled: () => queued.filter((c) => !cancelled.has(c)).length };
    }

    function listen(subscriptions: ReturnType<typeof createFieldSubscriptions>) {
      const heard = { power: vi.fn(), summary: vi.fn(), other: vi.fn() };
      for (const [id, listener] of Object.entries(heard)) {
        subscriptions.sourceOf(id).subscribe(listener);
      }
      return heard;
    }

    it('tells the edited field at once and its dependants after the next paint', () => {
      const store = open();
      const clock = manualPaint();
      const subscriptions = createFieldSubscriptions(store, clock.schedule);
      const heard = listen(subscriptions);
      subscriptions.edit('power', () => store.setValue('power', '6'));
      expect(heard.power).toHaveBeenCalledTimes(1);
      expect(heard.summary).not.toHaveBeenCalled();
      clock.paint();
      expect(heard.summary).toHaveBeenCalledTimes(1);
      expect(heard.other).not.toHaveBeenCalled();
      expect(subscriptions.sourceOf('summary').getState().value('summary')).toBe('6 kWp');
    });

    it('delivers once for the keystrokes of one frame', () => {
      const store = open();
      const clock = manualPaint();
      const subscriptions = createFieldSubscriptions(store, clock.schedule);
      const heard = listen(subscriptions);
      subscriptions.edit('power', () => store.setValue('power', '6'));
      subscriptions.edit('power', () => store.setValue('power', '65'));
      expect(heard.power).toHaveBeenCalledTimes(2);
      expect(clock.scheduled()).toBe(1);
      clock.paint();
      expect(heard.summary).toHaveBeenCalledTimes(1);
      expect(store.getState().value('summary')).toBe('65 kWp');
    });

    it('delivers what is pending at once with any other change, and not again after the paint', () => {
      const store = open();
      const clock = manualPaint();
      const subscriptions = createFieldSubscriptions(store, clock.schedule);
      const heard = listen(subscriptions);
      subscriptions.edit('power', () => store.setValue('power', '6'));
      store.setValue('other', 'x');
      expect(heard.summary).toHaveBeenCalledTimes(1);
      expect(heard.other).toHaveBeenCalledTimes(1);
      expect(clock.scheduled()).toBe(0);
      clock.paint();
      expect(heard.summary).toHaveBeenCalledTimes(1);
    });

    it('treats a change made outside an edit as before: everyone at once', () => {
      const store = open();
      const clock = manualPaint();
      const subscriptions = createFieldSubscriptions(store, clock.schedule);
      const heard = listen(subscriptions);
      store.setValue('power', '6');
      expect(heard.summary).toHaveBeenCalledTimes(1);
      expect(clock.scheduled()).toBe(0);
    });

    it('drops a pending delivery when the last slot stops listening', () => {
      const store = open();
      const clock = manualPaint();
      const subscriptions = createFieldSubscriptions(store, clock.schedule);
      const listener = vi.fn();
      const stop = subscriptions.sourceOf('summary').subscribe(listener);
      subscriptions.edit('power', () => store.setValue('power', '6'));
      stop();
      expect(clock.scheduled()).toBe(0);
      clock.paint();
      expect(listener).not.toHaveBeenCalled();
    });
  });
});
