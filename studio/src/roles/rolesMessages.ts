const pl = {
  list: {
    title: 'Role',
    description:
      'Role grupują uprawnienia: decydują, kto otwiera które widoki, wypełnia formularze kroków procesów i korzysta z uprawnień specjalnych.',
    new: 'Nowa rola',
    search: 'Szukaj po nazwie',
    status: 'Status',
    allStatuses: 'Wszystkie statusy',
    name: 'Nazwa',
    special: 'Uprawnienia specjalne',
    actions: 'Akcje',
    edit: 'Edytuj',
    activate: 'Aktywuj',
    deactivate: 'Dezaktywuj',
    delete: 'Usuń',
    moreActions: 'Więcej akcji: {{name}}',
    none: 'Brak',
    emptyTitle: 'Nie ma jeszcze ról',
    emptyMessage:
      'Utwórz role odpowiadające stanowiskom lub zespołom, np. Handlowiec czy Kierownik, a potem nadaj je użytkownikom.',
    noMatchesTitle: 'Brak ról pasujących do wyszukiwania',
    noMatchesMessage: 'Zmień wyszukiwaną frazę lub filtr statusu.',
    loadFailed: 'Nie udało się wczytać ról.',
    deleteMessage:
      'Czy na pewno chcesz usunąć rolę „{{name}}”? Zostanie odebrana wszystkim użytkownikom, którzy ją mają. Tej operacji nie można cofnąć.',
  },
  status: {
    active: 'Aktywna',
    inactive: 'Nieaktywna',
    deleted: 'Usunięta',
  },
  permissionTypes: {
    usersManagement: 'Zarządzanie użytkownikami',
    userApiAccess: 'Dostęp do API środowiska',
  },
  permissionHints: {
    usersManagement:
      'Ekran „Użytkownicy” bez uprawnień administratora: dodawanie, edycja i dezaktywacja użytkowników.',
    userApiAccess: 'Korzystanie z API środowiska (punktów końcowych API użytkownika).',
  },
  editor: {
    newTitle: 'Nowa rola',
    back: 'Role',
    save: 'Zapisz',
    saving: 'Zapisywanie…',
    general: 'Ogólne',
    name: 'Nazwa',
    namePlaceholder: 'np. Handlowiec',
    nameChecking: 'Sprawdzanie, czy nazwa jest wolna…',
    active: 'Aktywna',
    activeHint: 'Nieaktywnej roli nie można nadać użytkownikom ani wybrać w ustawieniach.',
    loadFailed: 'Nie udało się wczytać roli.',
    notFound: 'Nie znaleziono roli. Mogła zostać usunięta.',
    backToList: 'Wróć do listy ról',
    problemsTitle: 'Nie udało się zapisać roli',
  },
  permissions: {
    title: 'Uprawnienia',
    description:
      'Co daje ta rola, według kategorii. Uprawnienia specjalne ustawiasz tutaj, pozostałe — w ustawieniach widoków i procesów, które nazywają tę rolę.',
    categoriesLabel: 'Kategorie uprawnień',
    loadFailed: 'Nie udało się wczytać uprawnień roli.',
    newRole:
      'Widoki i procesy mogą nadać tę rolę dopiero po jej zapisaniu. Zapisz rolę, aby zobaczyć tu, gdzie jest używana.',
    empty: 'Ta rola nie ma uprawnień w tej kategorii.',
    open: 'Otwórz ustawienia: {{name}}',
    openIn: {
      views: 'Otwórz widok',
      processSettings: 'Otwórz proces',
      dashboard: 'Otwórz dashboard',
    },
    change: 'Zmień uprawnienie specjalne: {{name}}',
    changeShort: 'Zmień',
  },
  categories: {
    assigned: 'Przypisane',
    views: 'Widoki',
    processSettings: 'Ustawienia procesów',
    special: 'Specjalne',
    dashboard: 'Dashboard',
  },
  categoryHints: {
    assigned: 'Wszystko, co daje ta rola w edytowanej wersji aplikacji.',
    views:
      'Widoki, które nazywają tę rolę: dostęp, akcje, kliknięcie wiersza, źródła zdarzeń kalendarza. Ustawiasz to w edytorze widoku.',
    processSettings:
      'Formularze kroków procesów dostępne dla tej roli. Ustawiasz to w edytorze procesu.',
    special: 'Uprawnienia niezwiązane z żadnym widokiem ani procesem.',
    dashboard: 'Dashboardy dostępne dla tej roli. Ustawiasz to w edytorze widoku.',
  },
  kinds: {
    manual: 'Uprawnienie specjalne',
    viewAccess: 'Dostęp do widoku',
    tableViewAccess: 'Dostęp do tabeli',
    viewGeneralAction: 'Akcja widoku',
    tableViewRowAction: 'Akcja wiersza tabeli',
    tableViewRowIconAction: 'Ikona akcji w wierszu',
    tableViewRowClickAction: 'Kliknięcie wiersza tabeli',
    calendarViewEventSource: 'Źródło zdarzeń kalendarza',
    processStepFormInput: 'Formularz kroku procesu',
    diagramProcessStepForm: 'Formularz kroku diagramu',
    dashboard: 'Dashboard',
  },
  picker: {
    inactive: '{{name}} (nieaktywna)',
  },
  problems: {
    nameTaken: 'Aktywna rola o tej nazwie już istnieje',
    invalid: 'Serwer odrzucił tę wartość: {{detail}}',
  },
};

const en: typeof pl = {
  list: {
    title: 'Roles',
    description:
      'Roles group permissions: they decide who opens which views, fills in the forms of process steps and holds special permissions.',
    new: 'New role',
    search: 'Search by name',
    status: 'Status',
    allStatuses: 'All statuses',
    name: 'Name',
    special: 'Special permissions',
    actions: 'Actions',
    edit: 'Edit',
    activate: 'Activate',
    deactivate: 'Deactivate',
    delete: 'Delete',
    moreActions: 'More actions: {{name}}',
    none: 'None',
    emptyTitle: 'There are no roles yet',
    emptyMessage:
      'Create roles matching job positions or teams, e.g. Salesperson or Manager, then give them to users.',
    noMatchesTitle: 'No roles match the search',
    noMatchesMessage: 'Change the search text or the status filter.',
    loadFailed: 'The roles could not be loaded.',
    deleteMessage:
      'Delete the role “{{name}}”? It is taken from every user holding it. This cannot be undone.',
  },
  status: {
    active: 'Active',
    inactive: 'Inactive',
    deleted: 'Deleted',
  },
  permissionTypes: {
    usersManagement: 'Users management',
    userApiAccess: 'Environment API access',
  },
  permissionHints: {
    usersManagement:
      'The Users screen without being an administrator: adding, editing and deactivating users.',
    userApiAccess: 'Using the environment API (the user API endpoints).',
  },
  editor: {
    newTitle: 'New role',
    back: 'Roles',
    save: 'Save',
    saving: 'Saving…',
    general: 'General',
    name: 'Name',
    namePlaceholder: 'e.g. Salesperson',
    nameChecking: 'Checking whether the name is free…',
    active: 'Active',
    activeHint: 'An inactive role cannot be given to users or chosen in settings.',
    loadFailed: 'The role could not be loaded.',
    notFound: 'The role was not found. It may have been deleted.',
    backToList: 'Back to the roles',
    problemsTitle: 'The role could not be saved',
  },
  permissions: {
    title: 'Permissions',
    description:
      'What this role grants, by category. Special permissions are set here, the others in the settings of the views and processes naming the role.',
    categoriesLabel: 'Permission categories',
    loadFailed: "The role's permissions could not be loaded.",
    newRole:
      'Views and processes can name this role only once it is saved. Save the role to see here where it is used.',
    empty: 'This role grants nothing in this category.',
    open: 'Open the settings: {{name}}',
    openIn: {
      views: 'Open the view',
      processSettings: 'Open the process',
      dashboard: 'Open the dashboard',
    },
    change: 'Change the special permission: {{name}}',
    changeShort: 'Change',
  },
  categories: {
    assigned: 'Assigned',
    views: 'Views',
    processSettings: 'Process settings',
    special: 'Special',
    dashboard: 'Dashboard',
  },
  categoryHints: {
    assigned: 'Everything this role grants in the edited application version.',
    views:
      'Views naming this role: access, actions, row click, calendar event sources. Set in the view editor.',
    processSettings: 'Forms of process steps open to this role. Set in the process editor.',
    special: 'Permissions not tied to any view or process.',
    dashboard: 'Dashboards open to this role. Set in the view editor.',
  },
  kinds: {
    manual: 'Special permission',
    viewAccess: 'View access',
    tableViewAccess: 'Table access',
    viewGeneralAction: 'View action',
    tableViewRowAction: 'Table row action',
    tableViewRowIconAction: 'Row icon action',
    tableViewRowClickAction: 'Table row click',
    calendarViewEventSource: 'Calendar event source',
    processStepFormInput: 'Process step form',
    diagramProcessStepForm: 'Diagram step form',
    dashboard: 'Dashboard',
  },
  picker: {
    inactive: '{{name}} (inactive)',
  },
  problems: {
    nameTaken: 'An active role with this name exists',
    invalid: 'The server refused this value: {{detail}}',
  },
};

/** The roles screens' texts (spec 000 §2 settings.roles; spec 002 §6 permission categories). */
export const rolesMessages = { pl, en };
