import type { QueryRecord } from '@tessera/engine';

// Example providers for stories and tests: enough cities for two list-select pages, and statuses
// with colours (one of them not a hex colour, which must not be painted).

const CITY_NAMES = [
  'Warszawa',
  'Kraków',
  'Łódź',
  'Wrocław',
  'Poznań',
  'Gdańsk',
  'Szczecin',
  'Bydgoszcz',
  'Lublin',
  'Białystok',
  'Katowice',
  'Gdynia',
  'Częstochowa',
  'Radom',
  'Rzeszów',
  'Toruń',
  'Sosnowiec',
  'Kielce',
  'Gliwice',
  'Olsztyn',
  'Zabrze',
  'Bielsko-Biała',
  'Bytom',
  'Zielona Góra',
  'Rybnik',
  'Ruda Śląska',
  'Opole',
  'Tychy',
  'Gorzów Wielkopolski',
  'Elbląg',
  'Płock',
  'Dąbrowa Górnicza',
  'Wałbrzych',
  'Włocławek',
  'Tarnów',
  'Chorzów',
  'Koszalin',
  'Kalisz',
  'Legnica',
  'Grudziądz',
  'Jaworzno',
  'Słupsk',
  'Jastrzębie-Zdrój',
  'Nowy Sącz',
  'Jelenia Góra',
];

/** 45 Polish cities, ids `city-1`…, with their name and a country code. @internal */
export const EXAMPLE_CITIES: readonly QueryRecord[] = CITY_NAMES.map((name, index) => ({
  id: `city-${index + 1}`,
  data: { name, country: 'PL' },
}));

/** Process statuses with a colour each (`color`); "Wstrzymany" has no valid one. @internal */
export const EXAMPLE_STATUSES: readonly QueryRecord[] = [
  { id: 'new', data: { name: 'Nowy', color: '#0f6cbd', order: 1 } },
  { id: 'in_progress', data: { name: 'W realizacji', color: '#f7630c', order: 2 } },
  { id: 'on_hold', data: { name: 'Wstrzymany', color: 'orange', order: 3 } },
  { id: 'done', data: { name: 'Zakończony', color: '#107c10', order: 4 } },
  { id: 'cancelled', data: { name: 'Anulowany', color: '#c50f1f', order: 5 } },
];
