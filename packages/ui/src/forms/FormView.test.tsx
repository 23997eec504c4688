import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import {
  createFormStore,
  createRegistry,
  createStaticHost,
  type FormDefinition,
  type FormField,
  type FormStore,
} from '@tessera/engine';
import { FIELDS_BASIC_NAMESPACE, fieldsBasic, fieldsBasicMessages } from '@tessera/fields-basic';
import { fieldsBasicRenderers } from '@tessera/fields-basic/runtime';
import { fieldsGroups } from '@tessera/fields-groups';
import { createI18n } from '@tessera/i18n';
import {
  type FieldRendererProps,
  type FieldRenderers,
  RegistryProvider,
  useFormActions,
} from '@tessera/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { FormCard } from './FormCard';
import { FormView } from './FormView';
import type { FormViewHandle } from './FormView.types';
import { useFormInvalid } from './useFormInvalid';

const registry = createRegistry([fieldsBasic, fieldsGroups]);
const host = createStaticHost({ now: new Date('2026-11-21T10:00:00Z'), timeZone: 'Europe/Warsaw' });
const i18n = createI18n({ language: 'pl' });
i18n.addResourceBundle('pl', FIELDS_BASIC_NAMESPACE, fieldsBasicMessages.pl);

/** Renders per input id: what a keystroke or a new row made React render again. */
let renders: Record<string, number> = {};

function CountingInput({
  id,
  label,
  value,
  onChange,
  errorText,
  required,
  disabled,
  readOnly,
}: FieldRendererProps) {
  renders[id] = (renders[id] ?? 0) + 1;
  const { row } = useFormActions();
  return (
    <label data-row={row ? `${row.groupId}:${row.index}` : undefined}>
      {label}
      {required && ' (wymagane)'}
      <input
        id={id}
        value={(value as string | number | null) ?? ''}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
      {errorText && <span role="note">{errorText}</span>}
    </label>
  );
}

/** A static button in a row: adds a row after its own. */
function AddAfterMe({ label }: FieldRendererProps) {
  const actions = useFormActions();
  return (
    <button
      type="button"
      onClick={() => actions.row && actions.addRow(actions.row.groupId, actions.row.index)}
    >
      {`${label} ${actions.row?.index}`}
    </button>
  );
}

/** Counts its renders without reading the row position, as the basic inputs do. */
function PositionlessInput({ id, label, value, onChange }: FieldRendererProps) {
  renders[id] = (renders[id] ?? 0) + 1;
  return (
    <label>
      {label}
      <input
        id={id}
        value={(value as string | null) ?? ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** A form screen: the card turns red when a field has a problem. */
function Screen({
  store,
  definition,
  handle,
}: {
  store: FormStore;
  definition: FormDefinition;
  handle: React.Ref<FormViewHandle>;
}) {
  const invalid = useFormInvalid(store, definition);
  return (
    <FormCard title="Oferta" invalid={invalid} defaultExpanded={false}>
      <FormView ref={handle} definition={definition} store={store} renderers={countingRenderers} />
    </FormCard>
  );
}

const countingRenderers = { text: CountingInput, number: CountingInput } as FieldRenderers;

let y = 0;
function field(id: string, type: string, extra: Partial<FormField> = {}): FormField {
  y += 9;
  return {
    id,
    name: id,
    label: id,
    status: 'active',
    type: { name: type },
    layout: { x: 0, y, width: 6, height: 9 },
    ...extra,
  };
}
const manual = (value: unknown) => ({ type: 'manual' as const, value });
const group = (
  id: string,
  template: FormField[],
  limits: { min?: number; max?: number } = {},
): FormField =>
  field(id, 'repeating_group', {
    type: {
      name: 'repeating_group',
      options: {
        fieldsTemplate: template,
        ...(limits.min === undefined ? {} : { minRowsCount: manual(limits.min) }),
        ...(limits.max === undefined ? {} : { maxRowsCount: manual(limits.max) }),
      },
    },
  });

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <RegistryProvider registry={registry}>{children}</RegistryProvider>
      </FluentProvider>
    </I18nextProvider>
  );
}

function open(
  fields: FormField[],
  options: {
    renderers?: FieldRenderers;
    readOnly?: boolean;
    savedValues?: Record<string, unknown>;
  } = {},
) {
  const definition: FormDefinition = { id: 'offer', name: 'Oferta', fields };
  const store = createFormStore(definition, { registry, host, savedValues: options.savedValues });
  const ref = createRef<FormViewHandle>();
  render(
    <Providers>
      <FormView
        ref={ref}
        definition={definition}
        store={store}
        renderers={options.renderers ?? countingRenderers}
        readOnly={options.readOnly}
      />
    </Providers>,
  );
  return { store, ref, definition };
}

const rowsOf = (store: FormStore, id: string) =>
  store.getState().value(id) as Record<string, unknown>[];

beforeEach(() => {
  renders = {};
});

describe('FormView: the grid', () => {
  it('places each field in its row by its x and width (12 columns)', () => {
    open([
      field('street', 'text', { layout: { x: 0, y: 0, width: 8, height: 9 } }),
      field('number', 'text', { layout: { x: 9, y: 0, width: 3, height: 9 } }),
      field('notes', 'text', { layout: { x: 0, y: 9, width: 12, height: 18 } }),
    ]);
    const cell = (path: string) =>
      document.querySelector<HTMLElement>(`[data-field-path="${path}"]`)?.style;
    expect(cell('street')?.getPropertyValue('--tessera-form-cell-column')).toBe('1 / span 8');
    expect(cell('number')?.getPropertyValue('--tessera-form-cell-column')).toBe('10 / span 3');
    expect(cell('notes')?.getPropertyValue('--tessera-form-cell-min-height')).toBe('180px');
  });

  it('"Fields hidden by their visible condition are dropped" and come back when shown', () => {
    const { store } = open([
      field('hasInverter', 'text'),
      field('inverter', 'text', {
        visible: { type: 'non_empty', valueAccess: { fieldId: 'hasInverter' } },
      }),
    ]);
    expect(screen.queryByLabelText('inverter')).toBeNull();
    act(() => store.setValue('hasInverter', 'tak'));
    expect(screen.getByLabelText('inverter')).toBeInTheDocument();
  });

  it('hands renderers required and disabled from the state, readOnly from the view', () => {
    open(
      [
        field('name', 'text', { required: { type: 'constant', value: true } }),
        field('code', 'text', { disabled: { type: 'constant', value: true } }),
      ],
      { readOnly: true },
    );
    expect(screen.getByText('name (wymagane)')).toBeInTheDocument();
    expect(screen.getByLabelText('code')).toBeDisabled();
    expect(screen.getByLabelText(/name/)).toHaveAttribute('readonly');
  });

  it('renders again only the field typed in and, after the next paint, the fields depending on it', async () => {
    const { store } = open([
      field('power', 'text'),
      field('other', 'text'),
      field('summary', 'text', {
        defaultValue: { type: 'templated_string', template: '{{power}} kWp' },
      }),
    ]);
    const before = { ...renders };
    fireEvent.change(screen.getByLabelText('power'), { target: { value: '6' } });
    expect(store.getState().value('summary')).toBe('6 kWp');
    expect(renders.power).toBe((before.power ?? 0) + 1);
    expect(renders.summary).toBe(before.summary);
    await waitFor(() => expect(screen.getByLabelText('summary')).toHaveValue('6 kWp'));
    expect(renders.power).toBe((before.power ?? 0) + 1);
    expect(renders.summary).toBe((before.summary ?? 0) + 1);
    expect(renders.other).toBe(before.other);
  });
});

describe('FormView: problems and unknown types', () => {
  it('translates problems under the fields after validation, plugin keys from the plugin', () => {
    const { store } = open(
      [
        field('name', 'text', { required: { type: 'constant', value: true } }),
        field('power', 'number', {
          type: {
            name: 'number',
            options: { prefix: '', suffix: 'kWp', min: 1, max: null, maxDecimals: 2 },
          },
        }),
      ],
      { renderers: fieldsBasicRenderers },
    );
    act(() => store.setValue('power', 0.5));
    act(() => {
      store.validate();
    });
    expect(screen.getByText('Pole jest wymagane')).toBeInTheDocument();
    expect(screen.getByText('Wartość nie może być mniejsza niż 1')).toBeInTheDocument();
  });

  it("shows a field of an unregistered type in red with 'Nieprawidłowy typ pola' (spec 002 §3)", () => {
    open([field('signature', 'signature_pad', { label: 'Podpis' })]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Podpis');
    expect(alert).toHaveTextContent('Nieprawidłowy typ pola');
    expect(alert).toHaveTextContent('signature_pad');
  });

  it('shows a registered type without a runtime component the same way', () => {
    open([field('agree', 'checkbox')], { renderers: countingRenderers });
    expect(screen.getByRole('alert')).toHaveTextContent('Nieprawidłowy typ pola');
  });
});

describe('FormView: repeating groups (spec 002 §4)', () => {
  const buttons = (row: HTMLElement) =>
    within(row)
      .queryAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
  const rowElements = () => screen.getAllByRole('group', { name: /^Wiersz/ });

  it('renders each row with its template fields, edited through setRowValue', () => {
    const { store } = open([
      group('panels', [field('model', 'text'), field('count', 'number')], { min: 2 }),
    ]);
    expect(rowElements()).toHaveLength(2);
    fireEvent.change(screen.getAllByLabelText('model')[1]!, { target: { value: 'JA Solar 410' } });
    expect(rowsOf(store, 'panels')[1]?.model).toBe('JA Solar 410');
    expect(rowsOf(store, 'panels')[0]?.model).toBeNull();
  });

  it('"a button may show only in the last row"; add hidden at the maximum, remove at the minimum', () => {
    open([group('panels', [field('model', 'text')], { min: 1, max: 3 })]);
    expect(buttons(rowElements()[0]!)).toEqual(['Dodaj wiersz']);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj wiersz' }));
    expect(rowElements().map(buttons)).toEqual([[], ['Dodaj wiersz', 'Usuń wiersz']]);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj wiersz' }));
    expect(rowElements().map(buttons)).toEqual([[], [], ['Usuń wiersz']]);
    fireEvent.click(screen.getByRole('button', { name: 'Usuń wiersz' }));
    expect(rowElements().map(buttons)).toEqual([[], ['Dodaj wiersz', 'Usuń wiersz']]);
  });

  it('"with zero rows only add is shown unless the maximum is reached"', () => {
    const { store } = open([group('panels', [field('model', 'text')])]);
    expect(screen.getByText('Brak wierszy')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj wiersz' }));
    expect(rowsOf(store, 'panels')).toHaveLength(1);
  });

  it('shows no row buttons in a read-only form', () => {
    open([group('panels', [field('model', 'text')], { min: 1 })], { readOnly: true });
    expect(screen.queryByRole('button', { name: 'Dodaj wiersz' })).toBeNull();
  });

  it('adding a row renders the new row and the previous last one, no untouched row', () => {
    open([group('panels', [field('model', 'text')], { min: 3, max: 5 })]);
    const before = { ...renders };
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj wiersz' }));
    expect(rowElements()).toHaveLength(4);
    expect(renders['panels-0-model']).toBe(before['panels-0-model']);
    expect(renders['panels-1-model']).toBe(before['panels-1-model']);
    expect(renders['panels-2-model']).toBe(before['panels-2-model']);
    expect(renders['panels-3-model']).toBe(1);
  });

  it("tells each row's fields their row position, and 'adding inserts an empty row after the chosen row'", () => {
    const { store } = open(
      [group('panels', [field('model', 'text'), field('add', 'number')], { min: 2 })],
      { renderers: { text: CountingInput, number: AddAfterMe } as FieldRenderers },
    );
    fireEvent.change(screen.getAllByLabelText('model')[1]!, { target: { value: 'drugi' } });
    fireEvent.click(screen.getByRole('button', { name: 'add 0' }));
    expect(rowsOf(store, 'panels').map((row) => row.model)).toEqual([null, null, 'drugi']);
    expect(
      screen.getAllByLabelText('model').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['', '', 'drugi']);
    expect(screen.getAllByLabelText('model')[2]!.closest('label')).toHaveAttribute(
      'data-row',
      'panels:2',
    );
  });

  it('inserting a row renders the new row, not the renderers of the rows it moves down', () => {
    const { store } = open(
      [group('panels', [field('model', 'text'), field('add', 'number')], { min: 3 })],
      { renderers: { text: PositionlessInput, number: AddAfterMe } as FieldRenderers },
    );
    const before = { ...renders };
    fireEvent.click(screen.getByRole('button', { name: 'add 0' }));
    expect(rowElements()).toHaveLength(4);
    expect(Object.keys(renders).filter((id) => renders[id] !== before[id])).toEqual([
      'panels-3-model',
    ]);
    // The moved rows' inputs still edit their own rows, at their new positions.
    fireEvent.change(screen.getAllByLabelText('model')[2]!, { target: { value: 'trzeci' } });
    expect(rowsOf(store, 'panels').map((row) => row.model)).toEqual([null, null, 'trzeci', null]);
  });

  it('"add button hidden at the maximum": a static add button hides in every row, unmoved rows too', () => {
    const addBelow = field('addBelow', 'static_button', {
      label: 'Dodaj poniżej',
      type: {
        name: 'static_button',
        options: {
          text: 'Dodaj poniżej',
          backgroundColor: null,
          textColor: null,
          icon: { name: null, align: 'left', color: null },
          action: { type: 'add_repeating_group_item', groupId: null },
        },
      },
    });
    const { store } = open(
      [group('panels', [field('model', 'text'), addBelow], { min: 2, max: 3 })],
      {
        renderers: { ...fieldsBasicRenderers, text: PositionlessInput } as FieldRenderers,
      },
    );
    expect(screen.getAllByRole('button', { name: 'Dodaj poniżej' })).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dodaj poniżej' })[1]!);
    expect(rowsOf(store, 'panels')).toHaveLength(3);
    expect(screen.queryAllByRole('button', { name: 'Dodaj poniżej' })).toHaveLength(0);
    // Hidden by the group's rows, not rendered away: a group reaching its maximum renders none.
    expect(document.querySelectorAll('[data-tessera-row-change="add"]')).toHaveLength(3);
    act(() => {
      store.removeRow('panels', 2);
    });
    expect(screen.getAllByRole('button', { name: 'Dodaj poniżej' })).toHaveLength(2);
  });

  it("shows a row field's problem under that field and the row count problem under the group", () => {
    const { store } = open([
      group('panels', [field('model', 'text', { required: { type: 'constant', value: true } })], {
        min: 1,
      }),
    ]);
    act(() => {
      store.validate();
    });
    const row = rowElements()[0]!;
    expect(within(row).getByRole('note')).toHaveTextContent('Pole jest wymagane');
  });
});

describe('FormView: containers', () => {
  it('renders a container’s fields on a grid of its own, under its label', () => {
    open([
      field('box', 'container', {
        label: 'Adres montażu',
        type: {
          name: 'container',
          options: {
            fields: [
              field('city', 'text', { layout: { x: 0, y: 0, width: 6, height: 9 } }),
              field('zip', 'text', { layout: { x: 6, y: 0, width: 6, height: 9 } }),
            ],
          },
        },
      }),
    ]);
    const section = screen.getByRole('region', { name: 'Adres montażu' });
    expect(within(section).getByLabelText('city')).toBeInTheDocument();
    expect(
      section
        .querySelector<HTMLElement>('[data-field-path="zip"]')
        ?.style.getPropertyValue('--tessera-form-cell-column'),
    ).toBe('7 / span 6');
  });
});

describe('FormView: containers in repeating-group rows', () => {
  const onlyBig = {
    type: 'compare_value',
    leftValueAccess: { fieldId: 'items', path: [{ type: 'relative_position' }, 'qty'] },
    operator: 'greater_than',
    rightValue: { type: 'const', value: 10 },
  } as const;
  const rowContainer = (id: string, label: string, fields: FormField[]) =>
    field(id, 'container', { label, type: { name: 'container', options: { fields } } });

  it('lays out a container’s fields in each row, edited as fields of that row', () => {
    const { store } = open([
      group(
        'items',
        [
          field('product', 'text'),
          rowContainer('details', 'Szczegóły', [
            field('qty', 'number'),
            field('comment', 'text', { visible: onlyBig }),
          ]),
          rowContainer('extra', 'Dla dużych zamówień', [
            field('discount', 'text', { visible: onlyBig }),
          ]),
        ],
        { min: 2 },
      ),
    ]);
    const [first, second] = screen.getAllByRole('group', { name: /^Wiersz/ });
    const details = within(first!).getByRole('region', { name: 'Szczegóły' });
    fireEvent.change(within(details).getByLabelText('qty'), { target: { value: 12 } });
    expect(rowsOf(store, 'items')[0]).toMatchObject({ qty: '12' });
    expect(rowsOf(store, 'items')[1]).toMatchObject({ qty: null });
    // A row field hidden in its row is dropped; a container whose fields are all hidden too.
    expect(within(details).getByLabelText('comment')).toBeInTheDocument();
    expect(within(first!).getByRole('region', { name: 'Dla dużych zamówień' })).toBeInTheDocument();
    expect(within(second!).queryByLabelText('comment')).not.toBeInTheDocument();
    expect(
      within(second!).queryByRole('region', { name: 'Dla dużych zamówień' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/Nieprawidłowy typ pola/i)).not.toBeInTheDocument();
  });
});

describe('FormView: the save sequence (spec 002 §4)', () => {
  it('validates, turns the card red and open, and focuses the first field with a problem', () => {
    const definition: FormDefinition = {
      id: 'offer',
      name: 'Oferta',
      fields: [
        field('name', 'text'),
        field('email', 'text', { required: { type: 'constant', value: true } }),
        field('phone', 'text', { required: { type: 'constant', value: true } }),
      ],
    };
    const store = createFormStore(definition, { registry, host });
    const handle = createRef<FormViewHandle>();
    const { container } = render(
      <Providers>
        <Screen store={store} definition={definition} handle={handle} />
      </Providers>,
    );
    const card = container.querySelector('.fui-Card') as HTMLElement;
    expect(card).not.toHaveAttribute('data-invalid');
    let problems: readonly unknown[] = [];
    act(() => {
      problems = handle.current?.validate() ?? [];
    });
    expect(problems).toHaveLength(2);
    expect(card).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByText('Popraw zaznaczone pola')).toBeInTheDocument();
    expect(screen.getByLabelText(/email/)).toBeVisible();
    expect(document.activeElement).toBe(screen.getByLabelText(/email/));
  });

  it('answers no problems and moves nothing when the form is valid', () => {
    const { ref } = open([field('name', 'text')]);
    let problems: readonly unknown[] = ['x'];
    act(() => {
      problems = ref.current?.validate() ?? [];
    });
    expect(problems).toEqual([]);
    expect(ref.current?.focusFirstProblem()).toBe(false);
  });
});
