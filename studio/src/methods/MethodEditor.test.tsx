import type { MethodDefinition, MethodType } from '@tessera/engine';
import { METHOD_TYPES } from '@tessera/engine';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { MethodEditor } from './MethodEditor';
import { offerScope } from './MethodEditor.stories';
import { MethodScopeProvider } from './MethodScope';

// Monaco does not run in jsdom: the expression input is the plain one Monaco replaces.
vi.mock('./MonacoExpressionInput', async () => ({
  MonacoExpressionInput: (await import('./PlainExpressionInput')).PlainExpressionInput,
}));

const noValue: MethodDefinition = { type: 'no_value' };

/** One stored definition of every method type, with its optional parts filled. */
const stored: Readonly<Record<MethodType, MethodDefinition>> = {
  current_record_id: { type: 'current_record_id' },
  field_value_access: {
    type: 'field_value_access',
    fieldId: 'customer',
    path: ['address', { type: 'absolute_position', positionType: 'atPosition', position: 2 }],
  },
  computed_expression: {
    type: 'computed_expression',
    expression: 'panels * vat',
    variables: { vat: { type: 'variable_value', variableId: 'var-vat' } },
  },
  manual: { type: 'manual', value: { a: [1, 2] } },
  expression: { type: 'expression', expression: 'current_user' },
  templated_string: {
    type: 'templated_string',
    template: 'Oferta {{customer}} {{nr}}',
    placeholders: { nr: { type: 'current_record_id' } },
  },
  text_from_generated_document_template: {
    type: 'text_from_generated_document_template',
    documentTemplateId: 'tpl-1',
    inputs: { a: { type: 'manual', value: 1 } },
  },
  conditional_value: {
    type: 'conditional_value',
    choices: [
      {
        condition: { type: 'non_empty', valueAccess: { fieldId: 'customer' } },
        value: { type: 'manual', value: 'x' },
      },
    ],
    otherwise: { type: 'manual', value: 'y' },
  },
  uploaded_file: { type: 'uploaded_file', documentId: { type: 'url_query', paramName: 'doc' } },
  generated_qr_code: { type: 'generated_qr_code', text: { type: 'current_record_id' } },
  variable_value: {
    type: 'variable_value',
    variableId: 'var-vat',
    path: [{ type: 'relative_position', offset: -1 }],
  },
  url_query: { type: 'url_query', paramName: 'source' },
  generated_code_sequence: { type: 'generated_code_sequence', codeSequenceId: 'seq-1' },
  aggregated_value: {
    type: 'aggregated_value',
    fromProviderId: 'p-offers',
    aggregation: 'sum',
    aggregateField: 'power',
    filter: { type: 'and', filters: [] },
  },
  get_external_record: {
    type: 'get_external_record',
    providerId: 'p-offers',
    recordId: { type: 'url_query', paramName: 'id' },
  },
  execute_pipeline_query: {
    type: 'execute_pipeline_query',
    queryId: 'q-1',
    inputs: { x: noValue },
  },
  generated_url_value: {
    type: 'generated_url_value',
    route: {
      type: 'form',
      formId: 'f-1',
      recordIdValue: { type: 'current_record_id' },
      urlParameters: [{ name: 'a', value: { type: 'manual', value: 1 } }],
    },
  },
  composed_complex_value: {
    type: 'composed_complex_value',
    composedType: 'array',
    items: {
      type: 'external',
      value: { type: 'field_value_access', fieldId: 'panels' },
      itemProperties: [{ propertyName: 'p', path: ['power'] }],
    },
  },
  transformed_value: {
    type: 'transformed_value',
    value: { type: 'field_value_access', fieldId: 'installationDate' },
    transformations: [
      { type: 'complex_date_shift', components: [{ unit: 'weekDay', action: 'shift', value: 3 }] },
      { type: 'unwind' },
    ],
  },
  calculated_function: {
    type: 'calculated_function',
    function: {
      type: 'substring',
      input: { type: 'field_value_access', fieldId: 'customer' },
      start: 2,
      charsNumber: { type: 'manual', value: 3 },
    },
  },
  device_info: { type: 'device_info', deviceInfoType: 'geolocation' },
  no_value: { type: 'no_value' },
};

function Harness({
  initial,
  onChange,
}: {
  initial: MethodDefinition | undefined;
  onChange: (method: MethodDefinition | undefined) => void;
}) {
  const [method, setMethod] = useState(initial);
  return (
    <MethodScopeProvider scope={offerScope}>
      <MethodEditor
        optional
        label="Wartość"
        method={method}
        onChange={(next) => {
          setMethod(next);
          onChange(next);
        }}
      />
    </MethodScopeProvider>
  );
}

function renderEditor(initial: MethodDefinition | undefined) {
  const changes: (MethodDefinition | undefined)[] = [];
  render(
    withStudioMessages(() => <Harness initial={initial} onChange={(next) => changes.push(next)} />),
  );
  return { last: () => changes.at(-1), changes };
}

const typePicker = () =>
  screen.getAllByRole('combobox', { name: /^Wartość: sposób ustalenia wartości/ })[0]!;

function choose(combobox: HTMLElement, option: string) {
  fireEvent.click(combobox);
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('MethodEditor (spec 001 §3.9: every method type, without JSON)', () => {
  it('covers every type the engine knows', () => {
    expect(Object.keys(stored).sort()).toEqual([...METHOD_TYPES].sort());
  });

  it.each(METHOD_TYPES)(
    'a stored %s method is shown under its type and left as it was',
    async (type) => {
      const { changes } = renderEditor(stored[type]);
      expect(typePicker()).toBeInTheDocument();
      expect(typePicker().textContent).not.toBe('');
      // Nothing is rewritten by being shown: the definition round-trips unchanged.
      await Promise.resolve();
      expect(changes).toEqual([]);
    },
  );

  it('choosing a type starts its method, and "none" removes it', () => {
    const { last } = renderEditor(undefined);
    choose(typePicker(), 'Wartość pola');
    expect(last()).toEqual({ type: 'field_value_access', fieldId: 'panels' });
    choose(typePicker(), 'Brak');
    expect(last()).toBeUndefined();
  });

  it('field value: another field keeps the path into it', () => {
    const { last } = renderEditor(stored.field_value_access);
    choose(screen.getByRole('combobox', { name: /Pole formularza/ }), 'Liczba paneli');
    expect(last()).toEqual({ ...stored.field_value_access, fieldId: 'panels' });
  });

  it('manual: typed JSON is stored as its value, plain text as text', () => {
    const { last } = renderEditor({ type: 'manual', value: '' });
    const input = screen.getByRole('textbox', { name: /^Wartość/ });
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(last()).toEqual({ type: 'manual', value: 12.5 });
    fireEvent.change(input, { target: { value: 'Kowalski' } });
    expect(last()).toEqual({ type: 'manual', value: 'Kowalski' });
  });

  it('computed expression: the expression changes, its variables stay', async () => {
    const { last } = renderEditor(stored.computed_expression);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Wyrażenie matematyczne' }), {
      target: { value: 'panels * vat * 2' },
    });
    expect(last()).toEqual({ ...stored.computed_expression, expression: 'panels * vat * 2' });
  });

  it('conditional value: a new choice is added after the others, "otherwise" kept', () => {
    const { last } = renderEditor(stored.conditional_value);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj wariant' }));
    const next = last() as Extract<MethodDefinition, { type: 'conditional_value' }>;
    expect(next.choices).toHaveLength(2);
    expect(next.choices[0]).toEqual(
      (stored.conditional_value as Extract<MethodDefinition, { type: 'conditional_value' }>)
        .choices[0],
    );
    expect(next.otherwise).toEqual({ type: 'manual', value: 'y' });
  });

  it('generated url: another route type keeps the url parameters', () => {
    const { last } = renderEditor(stored.generated_url_value);
    choose(screen.getByRole('combobox', { name: 'Cel adresu' }), 'Widok');
    expect(last()).toEqual({
      type: 'generated_url_value',
      route: {
        type: 'view',
        viewId: '',
        urlParameters: [{ name: 'a', value: { type: 'manual', value: 1 } }],
      },
    });
  });

  it('aggregated value: counting needs no aggregated field, and the stored filter is kept', () => {
    const { last } = renderEditor(stored.aggregated_value);
    expect(
      screen.getByText('Tę wartość liczy serwer (przy zapisie lub na żądanie formularza).'),
    ).toBeInTheDocument();
    choose(screen.getByRole('combobox', { name: 'Agregacja' }), 'Liczba rekordów');
    expect(last()).toEqual({
      type: 'aggregated_value',
      fromProviderId: 'p-offers',
      aggregation: 'count',
      filter: { type: 'and', filters: [] },
    });
  });

  it('transformed value: removing a transformation keeps the others in order', () => {
    const { last } = renderEditor(stored.transformed_value);
    fireEvent.click(screen.getByRole('button', { name: 'Usuń przekształcenie 1' }));
    expect(last()).toEqual({
      type: 'transformed_value',
      value: { type: 'field_value_access', fieldId: 'installationDate' },
      transformations: [{ type: 'unwind' }],
    });
  });

  it('calculated function: a typed start is stored as a number, a method start stays a method', () => {
    const { last } = renderEditor(stored.calculated_function);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Początek (od 1)' }), {
      target: { value: '4' },
    });
    expect(last()).toEqual({
      type: 'calculated_function',
      function: {
        type: 'substring',
        input: { type: 'field_value_access', fieldId: 'customer' },
        start: 4,
        charsNumber: { type: 'manual', value: 3 },
      },
    });
  });
});

describe('MathExpressionEditor (issue 8: errors as you type)', () => {
  it('shows the engine’s problem in Polish, then that the fixed expression is valid', async () => {
    renderEditor({ type: 'computed_expression', expression: 'panels * (panelPower' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Błąd składni/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Wyrażenie matematyczne' }), {
      target: { value: 'panels * panelPower' },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Wyrażenie jest poprawne.')).toBeInTheDocument();
  });

  it('names an unknown function and warns about a name that is no field', async () => {
    renderEditor({ type: 'computed_expression', expression: 'foo(panels)' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nieznana funkcja „foo”');
    fireEvent.change(screen.getByRole('textbox', { name: 'Wyrażenie matematyczne' }), {
      target: { value: 'panels * discount' },
    });
    expect(screen.getByText(/Nieznane nazwy .*: discount/)).toBeInTheDocument();
  });
});
