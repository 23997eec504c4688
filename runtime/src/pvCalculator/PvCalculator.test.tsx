import { createI18n, type Language } from '@tessera/i18n';
import { TesseraProvider } from '@tessera/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PvCalculator, type PvCalculatorProps } from './PvCalculator';

const nbsp = '\u00a0';

beforeEach(() => {
  // jsdom draws nothing: ECharts measures text on a canvas and its size on the element.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function open(props: PvCalculatorProps = {}, language: Language = 'pl') {
  render(
    <TesseraProvider i18n={createI18n({ language })}>
      <PvCalculator {...props} />
    </TesseraProvider>,
  );
}

const stepHeader = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Kroki kalkulatora' })).getByRole('button', {
    name: new RegExp(name),
  });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
const costInput = () => screen.getByRole('textbox', { name: /Średni miesięczny koszt/ });
const figure = (label: string) => {
  const term = screen.getAllByText(label, { selector: 'dt' })[0];
  return term?.nextElementSibling?.textContent;
};

function fillUserStep(cost: string, type = 'Dach skośny') {
  fireEvent.change(costInput(), { target: { value: cost } });
  fireEvent.click(screen.getByRole('radio', { name: type }));
}

describe('PvCalculator', () => {
  it("starts on 'Użytkownik' of three steps: Użytkownik, Parametry, Analiza opłacalności", () => {
    open();
    expect(screen.getByRole('heading', { level: 2, name: 'Użytkownik' })).toBeInTheDocument();
    expect(stepHeader('Użytkownik')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Krok 1 z 3')).toBeInTheDocument();
    expect(stepHeader('Parametry')).toBeInTheDocument();
    expect(stepHeader('Analiza opłacalności')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wstecz' })).not.toBeInTheDocument();
  });

  it("'monthly energy cost required; installation type must be chosen' (spec 002 §5)", () => {
    open();
    next();
    expect(screen.getByRole('heading', { level: 2, name: 'Użytkownik' })).toBeInTheDocument();
    expect(screen.getByText('Pole jest wymagane')).toBeInTheDocument();
    expect(screen.getByText('Wybierz rodzaj instalacji')).toBeInTheDocument();
    expect(costInput()).toHaveFocus();
  });

  it("'decimal with at most 2 places': 12,345 is refused, 12,34 passes", () => {
    open();
    fillUserStep('12,345');
    next();
    expect(
      screen.getByText('Pole musi być poprawną liczbą i może zawierać do 2 miejsc po kropce'),
    ).toBeInTheDocument();
    fireEvent.change(costInput(), { target: { value: '12,34' } });
    expect(screen.queryByText(/miejsc po kropce/)).not.toBeInTheDocument();
    next();
    expect(screen.getByRole('heading', { level: 2, name: 'Parametry' })).toBeInTheDocument();
  });

  it('shows a message once the visitor leaves a field, before any Next', () => {
    open();
    fireEvent.change(costInput(), { target: { value: '0' } });
    expect(screen.queryByText('Pole musi być większe niż 0')).not.toBeInTheDocument();
    fireEvent.blur(costInput());
    expect(screen.getByText('Pole musi być większe niż 0')).toBeInTheDocument();
    expect(screen.queryByText('Wybierz rodzaj instalacji')).not.toBeInTheDocument();
  });

  it("'steps 2 and 3 headers are editable only once monthly cost is filled' (spec 002 §4)", () => {
    open();
    expect(stepHeader('Parametry')).toBeDisabled();
    expect(stepHeader('Analiza opłacalności')).toBeDisabled();
    fireEvent.change(costInput(), { target: { value: '300' } });
    expect(stepHeader('Parametry')).toBeEnabled();
    expect(stepHeader('Analiza opłacalności')).toBeEnabled();

    // Filled but no installation type yet: the header keeps the visitor on step 1, with why.
    fireEvent.click(stepHeader('Analiza opłacalności'));
    expect(screen.getByRole('heading', { level: 2, name: 'Użytkownik' })).toBeInTheDocument();
    expect(screen.getByText('Wybierz rodzaj instalacji')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dach skośny' })).toHaveFocus();

    fireEvent.click(screen.getByRole('radio', { name: 'Dach płaski' }));
    fireEvent.click(stepHeader('Analiza opłacalności'));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Analiza opłacalności' }),
    ).toBeInTheDocument();
    fireEvent.click(stepHeader('Użytkownik'));
    expect(screen.getByRole('heading', { level: 2, name: 'Użytkownik' })).toBeInTheDocument();
    expect(costInput()).toHaveValue('300');
  });

  it("'back allowed; profitability has no next'", () => {
    open();
    fillUserStep('300');
    next();
    next();
    expect(screen.getByRole('heading', { level: 2, name: 'Analiza opłacalności' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Dalej' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Parametry' })).toBeInTheDocument();
  });

  it('step 2 holds an invalid price per kWh back and shows the need from the default 0.63', () => {
    open();
    fillUserStep('300');
    next();
    const price = screen.getByRole('textbox', { name: /Średnia cena energii/ });
    expect(price).toHaveValue('0,63');
    // 300 / 0.63 × 12 × 1.25 = 7142.86 kWh.
    expect(figure('Szacowane roczne zapotrzebowanie na energię')).toBe(`7143${nbsp}kWh`);
    fireEvent.change(price, { target: { value: '' } });
    next();
    expect(screen.getByRole('heading', { level: 2, name: 'Parametry' })).toBeInTheDocument();
    expect(screen.getByText('Pole jest wymagane')).toBeInTheDocument();
  });

  it('computes the analysis of spec 002 §9 for 300 zł, a sloping roof, no support', () => {
    open();
    fillUserStep('300');
    next();
    next();
    // 7142.86 kWh / 370 = 19.3 → 19 panels = 7.03 kWp; 10-year value 300 × 12 × 10 × 1.37.
    expect(figure('Liczba paneli (370 W)')).toBe('19');
    expect(figure('Moc instalacji')).toBe(`7,03${nbsp}kWp`);
    expect(figure('Falownik')).toBe(`7,03${nbsp}kWp, na 19 paneli`);
    expect(figure('Wartość energii przez 10 lat')).toBe(`49${nbsp}320${nbsp}zł`);
    expect(figure('Dotacja „Mój Prąd”')).toBe('nie uwzględniono');
    expect(figure('Ulga termomodernizacyjna')).toBe('nie uwzględniono');
    expect(screen.getByText(/to nasze szacunki/)).toBeInTheDocument();
  });

  it('subtracts the My Power 5000 zł, then takes the relief ×0.82, and clamps to 27 panels', () => {
    open();
    fillUserStep('1 000', 'Instalacja naziemna');
    next();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dotacja z programu „Mój Prąd”' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ulga termomodernizacyjna' }));
    next();
    // 1000 / 0.63 × 15 = 23 809.5 kWh → 64 panels (Polish: 64 panele), clamped to the largest inverter: 27, 9.99 kWp.
    expect(figure('Liczba paneli (370 W)')).toBe('27');
    expect(
      screen.getByText(
        'Z wyliczeń wychodzi 64 panele, a największa instalacja w kalkulatorze ma 27 paneli.',
      ),
    ).toBeInTheDocument();
    const base = figure('Cena instalacji (instalacja naziemna)');
    const basePrice = Number(base?.replace(/\D/g, ''));
    const afterSubsidy = basePrice - 5000;
    const price = afterSubsidy * 0.82;
    const money = (value: number) =>
      `${new Intl.NumberFormat('pl', { maximumFractionDigits: 0 }).format(value)}${nbsp}zł`;
    expect(figure('Dotacja „Mój Prąd”')).toBe(`-5000${nbsp}zł`);
    expect(figure('Ulga termomodernizacyjna')).toBe(money(-(afterSubsidy - price)));
    expect(figure('Do zapłaty')).toBe(money(price));
    // Payback = price / (1000 × 12 × 1.37).
    const years = Math.round((price / 16440) * 10) / 10;
    expect(figure('Zwrot inwestycji')).toMatch(new RegExp(`^${String(years).replace('.', ',')} `));
  });

  it('draws the 20-year balance chart once the analysis is shown', async () => {
    open();
    fillUserStep('300');
    next();
    next();
    // The chart is a lazy chunk (ECharts); importing it takes a moment under a loaded test run.
    const chart = await screen.findByRole(
      'img',
      { name: /Wykres słupkowy bilansu inwestycji/ },
      { timeout: 10_000 },
    );
    expect(chart.getAttribute('aria-label')).toMatch(/po 1\. roku .* po 20\. roku/);
  });

  it('speaks English with English number formats', () => {
    open(
      {
        initialValues: {
          monthlyEnergyCost: '300.5',
          installationType: 'flat',
          costPerKWh: '0.63',
          myPowerProgram: false,
          thermomodernizationRelief: false,
        },
        initialStep: 'profitability',
      },
      'en',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Profitability analysis' }),
    ).toBeInTheDocument();
    expect(figure('Installation power')).toBe(`7.03${nbsp}kWp`);
    expect(screen.getByText(/our own estimates/)).toBeInTheDocument();
  });
});
