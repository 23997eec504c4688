const pl = {
  notAvailable: {
    heading: 'Ten ekran nie jest jeszcze dostępny',
    message:
      'Ekran „{{screen}}” pojawi się w jednej z kolejnych wersji projektanta. Ustawienia, które już tu skonfigurowano, nadal działają w aplikacji.',
    available: 'W tej wersji możesz już skonfigurować:',
  },
  version: {
    label: 'Edytowana wersja',
    draft: 'Szkic',
    live: 'Opublikowana',
    previous: 'Poprzednia',
    archived: 'Zarchiwizowana',
    liveInPlace:
      'Zmiany zapisujesz w opublikowanej wersji aplikacji: użytkownicy zobaczą je od razu.',
    liveLocked:
      'Opublikowanej wersji nie można edytować. Wybierz szkic w selektorze wersji u góry strony albo utwórz go na ekranie „Wersje aplikacji”.',
    notEditable: 'Tej wersji nie można edytować. Wybierz szkic w selektorze wersji u góry strony.',
  },
};

const en: typeof pl = {
  notAvailable: {
    heading: 'This screen is not available yet',
    message:
      'The “{{screen}}” screen will come in a later version of the designer. Settings already configured here keep working in the application.',
    available: 'In this version you can already configure:',
  },
  version: {
    label: 'Edited version',
    draft: 'Draft',
    live: 'Live',
    previous: 'Previous',
    archived: 'Archived',
    liveInPlace: 'You are saving changes to the live version: users will see them at once.',
    liveLocked:
      'The live version cannot be edited. Choose a draft in the version selector at the top of the page, or create one on the “Application versions” screen.',
    notEditable:
      'This version cannot be edited. Choose a draft in the version selector at the top of the page.',
  },
};

/** Texts of the studio's shell: the version being edited and screens not there yet. */
export const shellMessages = { pl, en };
