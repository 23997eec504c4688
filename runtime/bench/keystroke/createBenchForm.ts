// The keystroke benchmark's form (issue "Records, processes and forms", benchmark 1), generated
// the same way on every run: 300 fields of the basic types, a repeating group of 8 fields per
// row, 150 methods and conditions in chains 5 deep, and one target field with exactly 10
// dependents. Imported by both pages (the FormView one and the plain-input baseline) and by the
// runner, which checks the counts before it measures anything.
import type {
  ConditionDefinition,
  FormDefinition,
  FormField,
  MethodDefinition,
} from '@tessera/engine';

/** Fields of the form outside the repeating group. */
const FIELD_COUNT = 300;
/**
 * Rows the group opens with. The engine caps a group at 100 rows (`MAX_REPEATING_GROUP_ROWS`),
 * so the measured add at position 1 takes the group from 99 to its 100 rows.
 */
const OPENING_ROWS = 99;
/** The field typed into: a text field with exactly 10 dependents. */
export const TARGET_FIELD_ID = 'f001';
export const GROUP_ID = 'items';
/** Chains not involving the target, each 5 computations deep (4 methods, then a condition). */
const OTHER_CHAINS = 28;
const CHAIN_DEPTH = 5;

/** One field as the plain-input page draws it: same id, label and kind of input. */
export interface PlainField {
  readonly id: string;
  readonly label: string;
  readonly type: BasicType;
}

/** Everything both pages and the runner need. */
export interface BenchForm {
  readonly definition: FormDefinition;
  /** Saved values: the chains' root inputs and the group's rows (the other fields start empty). */
  readonly savedValues: Readonly<Record<string, unknown>>;
  /** The fields whose state depends on the target, directly or down a chain. */
  readonly targetDependents: readonly string[];
  /** The 300 top-level fields, for the plain page. */
  readonly plainFields: readonly PlainField[];
  /** Methods (defaults) and conditions (visible, required, disabled) of the top-level fields. */
  readonly computations: { readonly methods: number; readonly conditions: number };
}

type BasicType = 'text' | 'number' | 'checkbox' | 'text_area' | 'date';

/** The field types of the fields no chain uses, in turn (dates are the heavy Fluent pickers). */
const PLAIN_TYPES: readonly BasicType[] = [
  'text',
  'number',
  'text',
  'checkbox',
  'text_area',
  'text',
  'number',
  'date',
];

const idOf = (index: number) => `f${String(index + 1).padStart(3, '0')}`;
const read = (fieldId: string) => ({ fieldId });
const sameRow = (fieldId: string): MethodDefinition => ({
  type: 'field_value_access',
  fieldId: GROUP_ID,
  path: [{ type: 'relative_position' }, fieldId],
});

/** A deterministic pseudo-random generator (mulberry32). */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type FieldSpec = Pick<FormField, 'visible' | 'required' | 'disabled' | 'defaultValue'> & {
  type?: BasicType;
  label?: string;
};

/** Creates the benchmark form; the same definition and values on every call. */
export function createBenchForm(): BenchForm {
  const random = createRandom(20261121);
  const specs = new Map<number, FieldSpec>();
  const spec = (index: number, patch: FieldSpec) => {
    specs.set(index, { ...specs.get(index), ...patch });
  };
  const savedValues: Record<string, unknown> = {};
  const target = TARGET_FIELD_ID;

  // The target's 10 dependents: a chain of 5 text defaults (f002 reads the target, f003 reads
  // f002, ...), two more defaults reading it directly and three conditions on it.
  spec(0, { type: 'text', label: 'Pole docelowe' });
  for (let depth = 1; depth <= CHAIN_DEPTH; depth += 1) {
    spec(depth, {
      type: 'text',
      defaultValue: { type: 'templated_string', template: `{{${idOf(depth - 1)}}}·${depth}` },
    });
  }
  spec(6, {
    type: 'text',
    defaultValue: { type: 'templated_string', template: `Dotyczy: {{${target}}}` },
  });
  spec(7, {
    type: 'text',
    defaultValue: {
      type: 'conditional_value',
      choices: [
        {
          condition: {
            type: 'compare_value',
            leftValueAccess: read(target),
            operator: 'includes',
            rightValue: { type: 'const', value: 'o' },
          },
          value: { type: 'manual', value: 'zawiera „o”' },
        },
      ],
      otherwise: { type: 'manual', value: 'bez „o”' },
    },
  });
  spec(8, { type: 'number', required: { type: 'non_empty', valueAccess: read(target) } });
  spec(9, {
    type: 'checkbox',
    disabled: {
      type: 'compare_value',
      leftValueAccess: read(target),
      operator: 'includes',
      rightValue: { type: 'const', value: 'x' },
    },
  });
  spec(10, {
    type: 'text',
    visible: {
      type: 'compare_value',
      leftValueAccess: read(target),
      operator: 'not_equal',
      rightValue: { type: 'const', value: 'ukryj' },
    },
  });
  const targetDependents = Array.from({ length: 10 }, (_, index) => idOf(index + 1));

  // 28 more chains: a root input with a saved value, 4 defaults each reading the one before,
  // and a condition on another field reading the last. Even chains compute numbers, odd ones text.
  const firstChainField = 11;
  const firstConditionHost = firstChainField + OTHER_CHAINS * CHAIN_DEPTH;
  const conditionKinds = ['required', 'disabled', 'visible'] as const;
  for (let chain = 0; chain < OTHER_CHAINS; chain += 1) {
    const numeric = chain % 2 === 0;
    const type: BasicType = numeric ? 'number' : 'text';
    const rootIndex = firstChainField + chain * CHAIN_DEPTH;
    const root = idOf(rootIndex);
    spec(rootIndex, { type });
    savedValues[root] = numeric ? Math.round(random() * 1000) / 10 : `pozycja ${chain}`;
    for (let depth = 1; depth < CHAIN_DEPTH; depth += 1) {
      const previous = idOf(rootIndex + depth - 1);
      spec(rootIndex + depth, {
        type,
        defaultValue: numeric
          ? { type: 'computed_expression', expression: `${previous} * 2 + ${depth}` }
          : { type: 'templated_string', template: `{{${previous}}}/${depth}` },
      });
    }
    const last = idOf(rootIndex + CHAIN_DEPTH - 1);
    const condition: ConditionDefinition = numeric
      ? {
          type: 'compare_value',
          leftValueAccess: read(last),
          operator: 'greater_than',
          rightValue: { type: 'const', value: 500 },
        }
      : chain % 3 === 0
        ? { type: 'non_empty', valueAccess: read(last) }
        : {
            type: 'compare_value',
            leftValueAccess: read(last),
            operator: 'includes',
            rightValue: { type: 'const', value: '/3' },
          };
    spec(firstConditionHost + chain, { [conditionKinds[chain % 3]!]: condition });
  }

  const fields: FormField[] = [];
  const plainFields: PlainField[] = [];
  let methods = 0;
  let conditions = 0;
  for (let index = 0; index < FIELD_COUNT; index += 1) {
    const id = idOf(index);
    const {
      type = PLAIN_TYPES[index % PLAIN_TYPES.length]!,
      label,
      ...computed
    } = specs.get(index) ?? {};
    const fieldLabel = label ?? `Pole ${index + 1}`;
    if (computed.defaultValue) methods += 1;
    conditions += [computed.visible, computed.required, computed.disabled].filter(Boolean).length;
    fields.push({
      id,
      name: id,
      label: fieldLabel,
      status: 'active',
      type: { name: type },
      layout: { x: (index % 4) * 3, y: Math.floor(index / 4) * 9, width: 3, height: 9 },
      ...computed,
    });
    plainFields.push({ id, label: fieldLabel, type });
  }

  fields.push(createGroup(Math.ceil(FIELD_COUNT / 4) * 9));
  savedValues[GROUP_ID] = Array.from({ length: OPENING_ROWS }, (_, row) => {
    const quantity = 1 + Math.floor(random() * 20);
    const unitPrice = Math.round(random() * 100_000) / 100;
    return {
      product: `Produkt ${row + 1}`,
      sku: `SKU-${String(row + 1).padStart(4, '0')}`,
      quantity,
      unitPrice,
      discount: 0,
      lineTotal: Math.round(quantity * unitPrice * 100) / 100,
      delivered: row % 3 === 0,
      note: null,
    };
  });

  return {
    definition: { id: 'bench-keystroke', name: 'Benchmark: formularz 300 pól', fields },
    savedValues,
    targetDependents,
    plainFields,
    computations: { methods, conditions },
  };
}

/** Labels of the row buttons: the runner clicks them by these names. */
export const ADD_BELOW_LABEL = 'Dodaj wiersz poniżej';
export const REMOVE_ROW_LABEL = 'Usuń ten wiersz';
/** Field ids of the row buttons in the group's template. */
export const ROW_BUTTON_IDS = ['addBelow', 'removeRow'] as const;
/** Which of them adds a row (it hides at the group's maximum, spec 002 §4). */
export const ADD_BUTTON_ID: (typeof ROW_BUTTON_IDS)[number] = 'addBelow';

/**
 * The repeating group: 8 data fields a row on their own grid (a computed, locked line total among
 * them) and, as designers build it, a static "add a row below" and "remove this row" button in
 * every row. The form's own add and remove buttons sit in the last row only (spec 002 §4), so a
 * row's static button is how a person inserts a row at position 1.
 */
function createGroup(y: number): FormField {
  const rowField = (
    id: string,
    label: string,
    type: BasicType | 'static_button',
    x: number,
    width: number,
    extra: Partial<FormField> = {},
  ): FormField => ({
    id,
    name: id,
    label,
    status: 'active',
    type: { name: type },
    layout: { x, y: 0, width, height: 9 },
    ...extra,
  });
  const rowButton = (id: string, label: string, x: number, action: 'add' | 'remove') =>
    rowField(id, label, 'static_button', x, 1, {
      type: {
        name: 'static_button',
        options: {
          text: '',
          backgroundColor: null,
          textColor: null,
          icon: { name: action === 'add' ? 'add' : 'delete', align: 'left', color: null },
          action: {
            type: action === 'add' ? 'add_repeating_group_item' : 'remove_repeating_group_item',
            groupId: null,
          },
        },
      },
    });
  return {
    id: GROUP_ID,
    name: GROUP_ID,
    label: 'Pozycje',
    status: 'active',
    type: {
      name: 'repeating_group',
      options: {
        fieldsTemplate: [
          rowField('product', 'Produkt', 'text', 0, 2),
          rowField('sku', 'Indeks', 'text', 2, 1),
          rowField('quantity', 'Ilość', 'number', 3, 1),
          rowField('unitPrice', 'Cena', 'number', 4, 1),
          rowField('discount', 'Rabat', 'number', 5, 1),
          rowField('lineTotal', 'Wartość', 'number', 6, 2, {
            disabled: { type: 'constant', value: true },
            defaultValue: {
              type: 'computed_expression',
              expression: 'quantity * unitPrice',
              variables: { quantity: sameRow('quantity'), unitPrice: sameRow('unitPrice') },
            },
          }),
          rowField('delivered', 'Wysłano', 'checkbox', 8, 1),
          rowField('note', 'Uwagi', 'text', 9, 1),
          rowButton('addBelow', ADD_BELOW_LABEL, 10, 'add'),
          rowButton('removeRow', REMOVE_ROW_LABEL, 11, 'remove'),
        ],
      },
    },
    layout: { x: 0, y, width: 12, height: 9 },
  };
}
