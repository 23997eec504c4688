import { expect, type Page, test } from '@playwright/test';
import { uniqueName } from '../../e2e/support/accountFixtures';
import { logIn, superAdmin } from '../../e2e/support/shellSupport';
import { chooseOption, chooseOptions } from './support/fluentPickers';

// The demo app (examples/demo-app) has what a process is built over: the process provider
// "Instalacje PV", forms bound to it ("Nowy lead", "Oferta") and the roles "Handlowiec" and
// "Biuro"; its client has both process types switched on.

/** Starts a new process of a type from the list, with its name and provider. */
async function newProcess(page: Page, type: 'Proces z opcjami' | 'Proces w formie diagramu') {
  const name = uniqueName(type === 'Proces z opcjami' ? 'Obsługa zgłoszeń' : 'Akceptacja');
  await logIn(page, superAdmin);
  await page.goto('/demo/settings/processes');
  await expect(page.getByRole('heading', { name: 'Procesy', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nowy proces' }).first().click();
  await page.getByRole('menuitem', { name: new RegExp(type) }).click();
  await expect(page).toHaveURL(/\/demo\/settings\/processes\/new\?type=/);
  const general = page.getByRole('region', { name: 'Ogólne' });
  await general.getByLabel('Nazwa').fill(name);
  await chooseOption(
    page,
    general.getByRole('combobox', { name: /Dostawca danych procesu/ }),
    'Instalacje PV',
  );
  return { name, general };
}

function savedResponse(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/api\/settings\/processes$/.test(response.url()),
  );
}

test.describe('studio: processes', () => {
  test('an admin builds a two-step options process with two roles and saves it', async ({
    page,
  }) => {
    test.slow();
    const { name } = await newProcess(page, 'Proces z opcjami');

    const steps = page.getByRole('region', { name: 'Kroki' });
    await steps.getByRole('button', { name: 'Dodaj krok' }).click();
    let panel = page.getByRole('region', { name: 'Ustawienia kroku' });
    await panel.getByLabel('Nazwa kroku').fill('Zgłoszenie');
    await panel.getByRole('button', { name: 'Dodaj formularz' }).click();
    await chooseOption(page, panel.getByRole('combobox', { name: /Formularz/ }), 'Nowy lead');
    await chooseOptions(page, panel.getByRole('combobox', { name: /Role/ }), 'Handlowiec');

    await steps.getByRole('button', { name: 'Dodaj krok' }).click();
    panel = page.getByRole('region', { name: 'Ustawienia kroku' });
    await panel.getByLabel('Nazwa kroku').fill('Oferta');
    await panel.getByRole('button', { name: 'Dodaj formularz' }).click();
    await chooseOption(page, panel.getByRole('combobox', { name: /Formularz/ }), 'Oferta');
    await chooseOptions(page, panel.getByRole('combobox', { name: /Role/ }), 'Biuro');
    // The offer is finished once its price is filled in.
    await panel.getByRole('button', { name: 'Dodaj warunek zakończenia' }).click();
    const finish = panel.getByRole('region', { name: 'Warunek zakończenia 1' });
    await chooseOption(
      page,
      finish.getByRole('combobox', { name: 'Rodzaj warunku' }),
      'Pole jest wypełnione',
    );
    await expect(finish.getByRole('combobox', { name: 'Pole' })).not.toHaveText('');
    await chooseOption(page, finish.getByRole('combobox', { name: 'Wtedy' }), 'Zakończ proces');

    // The first step goes on to the second whatever was entered.
    const list = page.getByRole('list', { name: 'Kroki procesu' });
    await list.getByRole('listitem', { name: 'Zgłoszenie' }).click();
    panel = page.getByRole('region', { name: 'Ustawienia kroku' });
    await panel.getByRole('button', { name: 'Dodaj warunek zakończenia' }).click();
    await expect(panel.getByRole('combobox', { name: /Krok docelowy/ })).toHaveText('Oferta');
    await expect(list.getByRole('listitem', { name: 'Zgłoszenie' })).toContainText('Start');
    await steps.screenshot({ path: test.info().outputPath('options-editor.png') });

    const saved = savedResponse(page);
    await page.getByRole('button', { name: 'Zapisz' }).click();
    const response = await saved;
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({
      name,
      type: 'options',
      steps: [
        {
          name: 'Zgłoszenie',
          action: { type: 'start', trigger: { type: 'form' } },
          finishConditions: [{ action: { type: 'go_to_step' } }],
        },
        {
          name: 'Oferta',
          action: { type: 'enterForm' },
          finishConditions: [
            { condition: { type: 'non_empty' }, action: { type: 'finish_process' } },
          ],
        },
      ],
    });
    await expect(page).toHaveURL(/\/demo\/settings\/processes\/[0-9a-f-]+\/edit$/);

    // The list finds it, and the add-action menu can start it from its form.
    await page.getByRole('link', { name: 'Procesy' }).first().click();
    await page.getByRole('searchbox', { name: 'Szukaj po nazwie' }).fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Z menu „Dodaj”');
    await page.screenshot({ path: test.info().outputPath('processes-list.png') });
    await row.getByRole('link', { name, exact: true }).click();
    await expect(
      page.getByRole('list', { name: 'Kroki procesu' }).getByRole('listitem'),
    ).toHaveCount(2);
  });

  test('a designer draws a diagram process: each drawing rule is refused with its message, then a valid one saves', async ({
    page,
  }) => {
    test.slow();
    await newProcess(page, 'Proces w formie diagramu');
    const diagram = page.getByRole('region', { name: 'Diagram' });
    const canvas = diagram.getByLabel('Diagram procesu');
    const missingStart = diagram.getByText(
      'Proces w formie diagramu wymaga domyślnego kroku startowego.',
    );
    await expect(missingStart).toBeVisible();

    const addCell = async (kind: string) => {
      await diagram.getByRole('button', { name: 'Dodaj komórkę' }).click();
      await page.getByRole('menuitem', { name: kind }).click();
    };
    await addCell('Start');
    await expect(missingStart).toBeHidden();
    await addCell('Formularz');
    await addCell('Koniec');
    // A cell's text starts with its name (then its kind and form).
    const cell = (name: string) =>
      canvas.locator('.react-flow__node').filter({ hasText: new RegExp(`^${name}`) });
    await expect(canvas.locator('.react-flow__node')).toHaveCount(3);

    const cellPanel = diagram.getByRole('region', { name: 'Ustawienia komórki' });
    const connectTo = async (from: string, to: string) => {
      await cell(from).click();
      await chooseOption(
        page,
        cellPanel.getByRole('combobox', { name: 'Dodaj trasę do komórki' }),
        to,
      );
    };
    const refusal = diagram.getByRole('alert');

    await connectTo('Start', 'Formularz');
    await expect(canvas.locator('.react-flow__edge')).toHaveCount(1);
    await connectTo('Start', 'Formularz');
    await expect(refusal).toHaveText(
      'Te dwie komórki są już połączone. Nie można połączyć ich drugi raz.',
    );
    await connectTo('Formularz', 'Formularz');
    await expect(refusal).toHaveText('Komórka nie może łączyć się sama ze sobą.');
    await connectTo('Formularz', 'Start');
    await expect(refusal).toHaveText('Żadna trasa nie może prowadzić do komórki startowej.');
    await expect(canvas.locator('.react-flow__edge')).toHaveCount(1);

    // Drawn with the mouse: into the start cell is refused while drawing; to the end it is a route.
    const drag = async (from: string, to: string) => {
      const source = cell(from).locator('.react-flow__handle.source');
      const target = cell(to).locator('.react-flow__handle.target');
      const a = (await source.boundingBox())!;
      const b = (await target.boundingBox())!;
      await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
      await page.mouse.down();
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
      await page.mouse.up();
    };
    await diagram.getByRole('button', { name: 'Zamknij komunikat' }).click();
    await expect(refusal).toBeHidden();
    await diagram.getByRole('button', { name: 'Ułóż automatycznie' }).click();
    await drag('Formularz', 'Start');
    await expect(refusal).toHaveText('Żadna trasa nie może prowadzić do komórki startowej.');
    await drag('Formularz', 'Koniec');
    await expect(canvas.locator('.react-flow__edge')).toHaveCount(2);

    // Removing the start cell with Delete leaves the process without a default start.
    await cell('Start').click();
    await page.keyboard.press('Delete');
    await expect(canvas.locator('.react-flow__node')).toHaveCount(2);
    await expect(missingStart).toBeVisible();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Ogólne' })
        .getByText('Proces w formie diagramu wymaga domyślnego kroku startowego.'),
    ).toBeVisible();

    // A start again, joined to the form; the form cell gets its form and role; Escape deselects.
    await addCell('Start');
    await expect(missingStart).toBeHidden();
    await connectTo('Start', 'Formularz');
    await cell('Formularz').click();
    await chooseOption(
      page,
      cellPanel.getByRole('combobox', { name: /Formularz do wypełnienia/ }),
      'Oferta',
    );
    await chooseOptions(page, cellPanel.getByRole('combobox', { name: /Role/ }), 'Biuro');
    await cell('Formularz').click();
    await page.keyboard.press('Escape');
    await expect(diagram.getByText(/Zaznacz komórkę lub trasę/)).toBeVisible();
    await diagram.getByRole('button', { name: 'Ułóż automatycznie' }).click();
    // The layout moves the edges into place over a few frames: click until one is selected.
    await expect(async () => {
      await canvas.locator('.react-flow__edge').first().click({ force: true });
      await expect(diagram.getByRole('region', { name: 'Ustawienia trasy' })).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 10_000 });
    await diagram.screenshot({ path: test.info().outputPath('diagram-editor.png') });

    const saved = savedResponse(page);
    await page.getByRole('button', { name: 'Zapisz' }).click();
    const response = await saved;
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as {
      data: {
        type: string;
        steps: { id: string; action: { type: string } }[];
        routes: unknown[];
        defaultStartingStepId: string;
      };
    };
    expect(body.data.type).toBe('diagram');
    expect(body.data.routes).toHaveLength(2);
    const start = body.data.steps.find((step) => step.id === body.data.defaultStartingStepId);
    expect(start?.action.type).toBe('start');
    await expect(page).toHaveURL(/\/demo\/settings\/processes\/[0-9a-f-]+\/edit$/);
  });
});
