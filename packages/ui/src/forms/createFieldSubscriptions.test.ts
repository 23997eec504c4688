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
});
