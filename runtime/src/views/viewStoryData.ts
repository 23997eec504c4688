import type { RuntimeViewColumn, ViewRow } from '@tessera/client';
import type { ViewRowsProps } from './ViewTable';
import { viewRowHref } from './viewRowHref';

// The demo app's installations, as a table view shows them.
const storyViewColumns: readonly RuntimeViewColumn[] = [
  { id: 'customer', label: 'Klient', sortable: true },
  { id: 'city', label: 'Miejscowość', sortable: true },
  { id: 'power', label: 'Moc (kWp)', sortable: true },
  { id: 'price', label: 'Cena (zł)', sortable: true },
  { id: 'products', label: 'Produkty', sortable: false },
  { id: 'signed', label: 'Umowa podpisana', sortable: true },
  { id: 'createdAt', label: 'Rozpoczęto', sortable: true },
];

const open = (processId: string) => ({ formId: 'offer-form', processId });

const storyViewRows: readonly ViewRow[] = [
  {
    id: 'r1',
    cells: {
      customer: 'Jan Kowalski',
      city: 'Kraków',
      power: 7.4,
      price: 29_600,
      // A repeating group, as the server presents it: one line per row.
      products: 'Panel 410 W, 18\nFalownik 8 kW, 1',
      signed: true,
      createdAt: '2026-03-02 08:15',
    },
    open: open('p1'),
  },
  {
    id: 'r2',
    cells: {
      customer: 'Anna Nowak',
      city: 'Wieliczka',
      power: 5.2,
      price: 21_320.5,
      products: 'Panel 410 W, 13',
      signed: false,
      createdAt: '2026-03-04 13:40',
    },
    open: open('p2'),
  },
  {
    id: 'r3',
    cells: {
      customer: 'Piotr Wiśniewski',
      city: 'Tarnów',
      power: null,
      price: null,
      products: null,
      signed: null,
      createdAt: '2026-03-05 09:02',
    },
  },
];

/**
 * Story data for the view components: the props both row layouts share — the demo app's
 * installations, two of them opening their process's form.
 * @internal
 */
export const storyViewRowsProps: ViewRowsProps = {
  title: 'Instalacje',
  columns: storyViewColumns,
  rows: storyViewRows,
  sort: null,
  onSort: () => undefined,
  hrefOf: (row) =>
    row.open === undefined ? undefined : viewRowHref('demo', row.open, '/demo/views/instalacje'),
  onOpen: () => undefined,
};
