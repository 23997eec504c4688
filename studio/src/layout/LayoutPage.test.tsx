import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import {
  adminAnnaNowak,
  clearStudioApi,
  collectionPage,
  stubStudioApi,
} from '../common/stubStudioApi';
import { unsavedChanges } from '../services';

const versionId = '66666666-6666-4666-8666-666666666666';
const customersView = '55555555-5555-4555-8555-555555555555';
const inboxView = '55555555-5555-4555-8555-555555555556';
const roleId = '77777777-7777-4777-8777-777777777777';
const view = (id: string, name: string) => ({
  id,
  name,
  status: 'active',
  type: 'table',
  title: name,
  roleIds: [],
  query: { fromProviderId: 'p' },
  columns: [],
  revision: 1,
});

let onSave: (body: Record<string, unknown>) => Response;
const saves: { path: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  saves.length = 0;
  stubStudioApi(
    '/demo/settings/layout',
    ({ method, path, body }) => {
      if (method === 'PUT') {
        saves.push({ path, body: body as Record<string, unknown> });
        return onSave(body as Record<string, unknown>);
      }
      if (path === '/api/settings/applicationLayoutVersions')
        return Response.json({
          data: [
            {
              id: versionId,
              versionId,
              menuEntries: [
                { text: 'Klienci', icon: 'people', viewId: customersView },
                { text: 'Zadania', icon: 'tasks', viewId: inboxView },
                { text: 'Start', routePath: 'start' },
              ],
              startingViews: {},
              revision: 2,
            },
          ],
          relations: { views: [] },
        });
      if (path === '/api/settings/views')
        return collectionPage([view(customersView, 'Klienci'), view(inboxView, 'Moje zadania')]);
      if (path === '/api/roles')
        return collectionPage([
          { id: roleId, name: 'Handlowiec', status: 'active', permissions: [] },
        ]);
      return undefined;
    },
    adminAnnaNowak,
  );
});

afterEach(clearStudioApi);

async function openLayout() {
  render(<App />);
  const tree = await screen.findByRole('list', { name: 'Pozycje menu' }, { timeout: 5000 });
  return { tree, panel: screen.getByRole('region', { name: 'Ustawienia pozycji' }) };
}

describe('the application layout screen', () => {
  it('nests an entry with Alt+→, edits it in the side panel and saves the tree with the revision read', async () => {
    onSave = (body) => Response.json({ data: { id: versionId, versionId, ...body, revision: 3 } });
    const { tree, panel } = await openLayout();
    const zadania = within(tree).getByRole('listitem', { name: 'Zadania' });
    const row = within(zadania).getAllByRole('button')[0]!;
    fireEvent.keyDown(row, { key: 'ArrowRight', altKey: true });
    expect(within(tree).getByRole('listitem', { name: 'Zadania' })).toHaveAttribute(
      'data-level',
      '2',
    );
    fireEvent.click(row);
    fireEvent.change(within(panel).getByLabelText(/Tekst/), { target: { value: 'Moje zadania' } });
    expect(unsavedChanges.hasUnsavedChanges()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      path: `/api/settings/applicationLayoutVersions/${versionId}`,
      body: {
        menuEntries: [
          {
            text: 'Klienci',
            icon: 'people',
            viewId: customersView,
            children: [{ text: 'Moje zadania', icon: 'tasks', viewId: inboxView }],
          },
          { text: 'Start', routePath: 'start' },
        ],
        startingViews: {},
        revision: 2,
      },
    });
    await waitFor(() => expect(unsavedChanges.hasUnsavedChanges()).toBe(false));
  });

  it('removing an entry with children asks first and removes them all (keyboard: Alt+→, Delete)', async () => {
    const { tree } = await openLayout();
    const rowOf = (name: string) =>
      within(within(tree).getByRole('listitem', { name })).getAllByRole('button')[0]!;
    fireEvent.keyDown(rowOf('Zadania'), { key: 'ArrowRight', altKey: true });
    fireEvent.keyDown(rowOf('Klienci'), { key: 'Delete' });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Klienci');
    fireEvent.click(within(dialog).getByRole('button', { name: /Usuń/ }));
    // The dialog hides the page from the accessibility tree until it has closed.
    await waitFor(() =>
      expect(
        within(tree)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Start']),
    );
  });

  it('checks the route path (spec 001 §5.1) before saving; roles without starting views store none', async () => {
    onSave = (body) => Response.json({ data: { id: versionId, versionId, ...body, revision: 3 } });
    const { tree, panel } = await openLayout();
    const start = within(tree).getByRole('listitem', { name: 'Start' });
    fireEvent.click(within(start).getAllByRole('button')[0]!);
    fireEvent.change(within(panel).getByLabelText(/Ścieżka/), {
      target: { value: 'moje zadania' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(panel).findByText('Dozwolone są tylko litery, cyfry oraz znaki „-”, „_” i „/”'),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    fireEvent.change(within(panel).getByLabelText(/Ścieżka/), { target: { value: 'start' } });

    expect(screen.getByRole('combobox', { name: 'Widoki startowe: Handlowiec' })).toHaveTextContent(
      'Strona powitalna',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body.startingViews).toEqual({});
  });

  it('409 staleRevision: says someone else changed the layout', async () => {
    onSave = () => Response.json({ statusCode: 409, errorType: 'staleRevision' }, { status: 409 });
    await openLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj pozycję' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Ktoś inny zmienił układ aplikacji')).toBeInTheDocument();
  });
});
