import { expect, type Page, test } from '@playwright/test';
// The prices are data the spec leaves to us (one file, named in the footnote); every formula
// below is written again from spec 002 §9 rather than imported from the calculator.
import { INVERTER_SIZES, type InstallationType } from '../src/pvCalculator/inverterPrices';

const nbsp = '\u00a0';

/** Polish number format: decimal comma, no-break spaces between thousands from 10 000 up. */
function polishNumber(value: number, maxDigits = 0): string {
  const sign = value < 0 ? '-' : '';
  const [integer = '0', fraction = ''] = Math.abs(value).toFixed(maxDigits).split('.');
  const grouped = integer.length >= 5 ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, nbsp) : integer;
  const trimmed = fraction.replace(/0+$/, '');
  return `${sign}${grouped}${trimmed ? `,${trimmed}` : ''}`;
}

const zl = (value: number) => `${polishNumber(Math.round(value))}${nbsp}zł`;

/** 'rok' 1, 'lata' 2–4 (not 12–14), 'lat' other whole numbers, 'roku' fractions. */
function polishYears(years: number): string {
  const text = polishNumber(years, 1);
  if (!Number.isInteger(years)) return `${text} roku`;
  if (years === 1) return `${text} rok`;
  const lastTwo = years % 100;
  const last = years % 10;
  const few = last >= 2 && last <= 4 && !(lastTwo >= 12 && lastTwo <= 14);
  return `${text} ${few ? 'lata' : 'lat'}`;
}

interface Visit {
  monthlyCost: string;
  type: InstallationType;
  typeLabel: string;
  pricePerKWh?: string;
  myPower?: boolean;
  relief?: boolean;
}

/** Spec 002 §9, step by step. */
function expectedOffer(visit: Visit) {
  const cost = Number(visit.monthlyCost.replace(/\s/g, '').replace(',', '.'));
  const pricePerKWh = Number((visit.pricePerKWh ?? '0,63').replace(',', '.'));
  const yearlyNeed = (cost / pricePerKWh) * 12 * 1.25;
  const needed = Math.round(yearlyNeed / 370);
  const panels = Math.min(27, Math.max(8, needed));
  const size = INVERTER_SIZES.find((candidate) => candidate.panels === panels);
  if (!size) throw new Error(`no inverter for ${panels} panels`);
  const basePrice = size.price[visit.type];
  const afterSubsidy = visit.myPower ? basePrice - 5000 : basePrice;
  const price = visit.relief ? afterSubsidy * 0.82 : afterSubsidy;
  const tenYearValue = cost * 12 * 10 * 1.37;
  const yearly = tenYearValue / 10;
  return {
    yearlyNeed,
    needed,
    panels,
    kwp: (panels * 370) / 1000,
    basePrice,
    subsidy: basePrice - afterSubsidy,
    relief: afterSubsidy - price,
    price,
    tenYearValue,
    payback: Math.round((price / yearly) * 10) / 10,
    firstYear: yearly - price,
    twentiethYear: 20 * yearly - price,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value next to a label in the analysis (a footnote mark after the label is allowed). */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({
      has: page.locator('dt').filter({ hasText: new RegExp(`^${escapeRegExp(label)}\\*?$`) }),
    })
    .locator('dd')
    .first();

const next = (page: Page) => page.getByRole('button', { name: 'Dalej' }).click();
const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });
const stepHeader = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Kroki kalkulatora' }).getByRole('button', { name });

async function fillCalculator(page: Page, visit: Visit) {
  await page.goto('/pv-calculator');
  await page.getByLabel('Średni miesięczny koszt energii elektrycznej').fill(visit.monthlyCost);
  await page.getByRole('radio', { name: visit.typeLabel }).check();
  await next(page);
  await expect(stepHeading(page, 'Parametry')).toBeVisible();
  if (visit.pricePerKWh) await page.getByLabel('Średnia cena energii').fill(visit.pricePerKWh);
  if (visit.myPower) await page.getByLabel('Dotacja z programu „Mój Prąd”').check();
  if (visit.relief) await page.getByLabel('Ulga termomodernizacyjna').check();
  await next(page);
  await expect(stepHeading(page, 'Analiza opłacalności')).toBeVisible();
}

const visits: Visit[] = [
  { monthlyCost: '300', type: 'sloping', typeLabel: 'Dach skośny' },
  // 10 726 kWh → 29 panels: more than the largest inverter, so 27.
  {
    monthlyCost: '450,50',
    type: 'flat',
    typeLabel: 'Dach płaski',
    myPower: true,
    relief: true,
  },
  // 1500 kWh → 4 panels: fewer than the smallest inverter, so 8.
  {
    monthlyCost: '80',
    type: 'ground',
    typeLabel: 'Instalacja naziemna',
    pricePerKWh: '0,80',
    myPower: true,
  },
  { monthlyCost: '215,75', type: 'sloping', typeLabel: 'Dach skośny', relief: true },
];

test.describe('public photovoltaic calculator', () => {
  test('opens for an anonymous visitor in the simple layout, in Polish', async ({ page }) => {
    await page.goto('/pv-calculator');
    await expect(page).toHaveURL(/\/pv-calculator$/);
    await expect(page).toHaveTitle('Kalkulator fotowoltaiczny – Tessera');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kalkulator fotowoltaiczny' }),
    ).toBeVisible();
    await expect(stepHeading(page, 'Użytkownik')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toHaveCount(0);
  });

  for (const visit of visits) {
    const support = [visit.myPower && 'Mój Prąd', visit.relief && 'ulga'].filter(Boolean);
    test(`figures for ${visit.monthlyCost} zł, ${visit.typeLabel}${
      visit.pricePerKWh ? `, ${visit.pricePerKWh} zł/kWh` : ''
    }${support.length ? `, ${support.join(' + ')}` : ''}`, async ({ page }) => {
      const offer = expectedOffer(visit);
      await fillCalculator(page, visit);

      await expect(figure(page, 'Roczne zapotrzebowanie na energię')).toHaveText(
        `${polishNumber(offer.yearlyNeed)}${nbsp}kWh`,
      );
      await expect(figure(page, `Liczba paneli (370${nbsp}W)`)).toHaveText(String(offer.panels));
      const kwp = `${polishNumber(offer.kwp, 2)}${nbsp}kWp`;
      await expect(figure(page, 'Moc instalacji')).toHaveText(kwp);
      await expect(figure(page, 'Falownik')).toContainText(kwp);
      await expect(
        figure(page, `Cena instalacji (${visit.typeLabel.toLocaleLowerCase('pl')})`),
      ).toHaveText(zl(offer.basePrice));
      await expect(figure(page, 'Dotacja „Mój Prąd”')).toHaveText(
        offer.subsidy ? zl(-offer.subsidy) : 'nie uwzględniono',
      );
      await expect(figure(page, 'Ulga termomodernizacyjna')).toHaveText(
        offer.relief ? zl(-offer.relief) : 'nie uwzględniono',
      );
      await expect(figure(page, 'Do zapłaty')).toHaveText(zl(offer.price));
      await expect(figure(page, 'Wartość energii przez 10 lat')).toHaveText(zl(offer.tenYearValue));
      await expect(figure(page, 'Zwrot inwestycji')).toHaveText(polishYears(offer.payback));
      if (offer.needed !== offer.panels) {
        await expect(page.getByText(/^Z wyliczeń wychodzi/)).toContainText(
          `${offer.panels} paneli`,
        );
      }

      // The 20-year chart: drawn, and summarised for screen readers from year 1 to year 20.
      const chart = page.getByRole('img', { name: /Wykres słupkowy bilansu inwestycji/ });
      await expect(chart.locator('svg')).toBeVisible();
      await expect(chart).toHaveAttribute(
        'aria-label',
        `Wykres słupkowy bilansu inwestycji: od ${zl(offer.firstYear)} po 1. roku do ${zl(
          offer.twentiethYear,
        )} po 20. roku.`,
      );
      await expect(page.getByText(/Ceny instalacji i falowników to nasze szacunki/)).toBeVisible();
    });
  }

  test('validation messages of step 1 and step 2 (spec 002 §5)', async ({ page }) => {
    await page.goto('/pv-calculator');
    const cost = page.getByLabel('Średni miesięczny koszt energii elektrycznej');

    await next(page);
    await expect(stepHeading(page, 'Użytkownik')).toBeVisible();
    await expect(page.getByText('Pole jest wymagane')).toBeVisible();
    await expect(page.getByText('Wybierz rodzaj instalacji')).toBeVisible();
    await expect(cost).toBeFocused();

    await cost.fill('12,345');
    await expect(
      page.getByText('Pole musi być poprawną liczbą i może zawierać do 2 miejsc po kropce'),
    ).toBeVisible();
    await cost.fill('abc');
    await expect(page.getByText(/może zawierać do 2 miejsc po kropce/)).toBeVisible();
    await cost.fill('0');
    await expect(page.getByText('Pole musi być większe niż 0')).toBeVisible();

    await cost.fill('12,34');
    await page.getByRole('radio', { name: 'Dach płaski' }).check();
    await expect(page.getByText(/przecinku|większa niż|Wybierz rodzaj/)).toHaveCount(0);
    await next(page);
    await expect(stepHeading(page, 'Parametry')).toBeVisible();

    const price = page.getByLabel('Średnia cena energii');
    await expect(price).toHaveValue('0,63');
    await price.fill('');
    await next(page);
    await expect(stepHeading(page, 'Parametry')).toBeVisible();
    await expect(page.getByText('Pole jest wymagane')).toBeVisible();
  });

  test('header navigation: steps 2 and 3 only once the monthly cost is filled (spec 002 §4)', async ({
    page,
  }) => {
    await page.goto('/pv-calculator');
    await expect(stepHeader(page, 'Parametry')).toBeDisabled();
    await expect(stepHeader(page, 'Analiza opłacalności')).toBeDisabled();

    await page.getByLabel('Średni miesięczny koszt energii elektrycznej').fill('300');
    await expect(stepHeader(page, 'Parametry')).toBeEnabled();
    await expect(stepHeader(page, 'Analiza opłacalności')).toBeEnabled();

    // No installation type yet: the visitor stays on step 1 and learns why.
    await stepHeader(page, 'Analiza opłacalności').click();
    await expect(stepHeading(page, 'Użytkownik')).toBeVisible();
    await expect(page.getByText('Wybierz rodzaj instalacji')).toBeVisible();

    await page.getByRole('radio', { name: 'Dach skośny' }).check();
    await stepHeader(page, 'Analiza opłacalności').click();
    await expect(stepHeading(page, 'Analiza opłacalności')).toBeVisible();
    await expect(stepHeader(page, 'Analiza opłacalności')).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('button', { name: 'Dalej' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Wstecz' }).click();
    await expect(stepHeading(page, 'Parametry')).toBeVisible();
    await stepHeader(page, 'Użytkownik').click();
    await expect(stepHeading(page, 'Użytkownik')).toBeVisible();
    await expect(page.getByLabel('Średni miesięczny koszt energii elektrycznej')).toHaveValue(
      '300',
    );
  });

  test('the analysis as a screenshot, on a desktop and on a phone', async ({ page }, testInfo) => {
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await fillCalculator(page, visits[1]!);
      await expect(
        page.getByRole('img', { name: /Wykres słupkowy bilansu inwestycji/ }).locator('svg'),
      ).toBeVisible();
      // No horizontal scrolling at either width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      // ECharts animates the bars in.
      await page.waitForTimeout(600);
      const path = testInfo.outputPath(`pv-calculator-result-${name}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`pv-calculator-result-${name}`, { path, contentType: 'image/png' });
    }
  });
});
