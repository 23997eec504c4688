import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { clearStudioApi, stubStudioApi } from '../common/stubStudioApi';
import { unsavedChanges } from '../services';
import type { StoredClientSettings } from './clientSettingsDraft';

const stored: StoredClientSettings = {
  defaultCountry: 'PL',
  defaultLocale: 'pl',
  maxImportRecordCount: 1000,
  notifyAboutNewRegistrations: false,
  registrationRequiresApproval: true,
  minPasswordLength: 8,
};

const saves: Record<string, unknown>[] = [];
let onSave: (body: Record<string, unknown>) => Response;

beforeEach(() => {
  saves.length = 0;
  onSave = (body) => Response.json({ data: { ...stored, ...body } });
  stubStudioApi('/demo/settings/clientSettings', ({ method, path, body }) => {
    if (path !== '/api/settings/clientSettings') return undefined;
    if (method === 'PUT') {
      saves.push(body as Record<string, unknown>);
      return onSave(body as Record<string, unknown>);
    }
    return Response.json({ data: stored });
  });
});

afterEach(clearStudioApi);

async function openSettings() {
  render(<App />);
  await screen.findByRole('heading', { name: 'Ustawienia środowiska', level: 1 });
  return {
    region: screen.getByRole('region', { name: 'Region i język' }),
    imports: screen.getByRole('region', { name: 'Import danych' }),
    registration: screen.getByRole('region', { name: 'Rejestracja i hasła' }),
  };
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

describe('the client settings (spec 000 §2 settings.clientSettings, §3 Client)', () => {
  it("shows the client's settings, each code with what it stands for", async () => {
    const { region, imports, registration } = await openSettings();
    expect(within(region).getByLabelText(/Domyślny kraj/)).toHaveValue('PL');
    expect(within(region).getByText('PL — Polska')).toBeInTheDocument();
    expect(within(region).getByText('pl — polski')).toBeInTheDocument();
    expect(within(imports).getByRole('spinbutton')).toHaveValue('1000');
    expect(
      within(registration).getByRole('switch', { name: 'Nowe konta wymagają zatwierdzenia' }),
    ).toBeChecked();
    expect(
      within(registration).getByRole('switch', { name: 'Powiadamiaj o nowych rejestracjach' }),
    ).not.toBeChecked();
  });

  it('saves every setting, and counts nothing unsaved afterwards', async () => {
    const { region, registration } = await openSettings();
    fireEvent.change(within(region).getByLabelText(/Domyślny kraj/), { target: { value: 'de' } });
    expect(within(region).getByText('DE — Niemcy')).toBeInTheDocument();
    fireEvent.click(
      within(registration).getByRole('switch', { name: 'Powiadamiaj o nowych rejestracjach' }),
    );
    expect(unsavedChanges.hasUnsavedChanges()).toBe(true);
    save();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      ...stored,
      defaultCountry: 'DE',
      notifyAboutNewRegistrations: true,
    });
    await waitFor(() => expect(unsavedChanges.hasUnsavedChanges()).toBe(false));
  });

  it('says what is wrong before saving, in Polish, and saves nothing', async () => {
    const { region, imports, registration } = await openSettings();
    fireEvent.change(within(region).getByLabelText(/Domyślny kraj/), { target: { value: 'XX' } });
    fireEvent.change(within(region).getByLabelText(/Domyślny język/), {
      target: { value: 'polski' },
    });
    fireEvent.change(within(imports).getByRole('spinbutton'), { target: { value: '' } });
    fireEvent.blur(within(imports).getByRole('spinbutton'));
    fireEvent.change(within(registration).getByRole('spinbutton'), { target: { value: '4' } });
    fireEvent.blur(within(registration).getByRole('spinbutton'));
    save();
    expect(await within(region).findByText('Nie ma kraju o kodzie XX')).toBeInTheDocument();
    expect(within(region).getByText('Podaj kod języka, np. pl lub pl-PL')).toBeInTheDocument();
    expect(within(imports).getByText('Pole jest wymagane')).toBeInTheDocument();
    expect(
      within(registration).getByText('Wartość nie może być mniejsza niż 6'),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it("shows the server's 422 on its input until the value changes", async () => {
    onSave = () =>
      Response.json(
        { errors: [{ path: '/maxImportRecordCount', message: 'must be <= 500' }] },
        { status: 422 },
      );
    const { imports } = await openSettings();
    const count = within(imports).getByRole('spinbutton');
    fireEvent.change(count, { target: { value: '900' } });
    fireEvent.blur(count);
    save();
    expect(
      await within(imports).findByText('Wartość nie może być większa niż 500'),
    ).toBeInTheDocument();
    fireEvent.change(count, { target: { value: '400' } });
    fireEvent.blur(count);
    expect(within(imports).queryByText(/nie może być większa/)).not.toBeInTheDocument();
  });
});
