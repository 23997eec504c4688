import type { CatalogueOf } from '../catalogue.types';
import type { pl } from './pl';

/**
 * The English catalogue: the Polish keys, with English plural forms (one, other).
 * @public
 */
export const en: CatalogueOf<typeof pl> = {
  app: {
    name: 'Tessera',
    documentTitle: '{{clientName}} – {{appName}}',
  },
  common: {
    loading: 'Loading…',
    retry: 'Try again',
  },
  validation: {
    required: 'This field is required',
    invalidEmail: 'Enter a valid e-mail address',
  },
  validations: {
    email: 'Enter a valid e-mail address',
    required: 'This field is required',
    max: 'Maximum number of characters: {{length}}',
    min: 'Minimum number of characters: {{length}}',
    min_value: 'The value must be at least {{min}}',
    max_value: 'The value must be at most {{max}}',
    numeric: 'This field may contain only digits',
    integer: 'The value must be a whole number',
    is: 'The value is not the expected one',
    regex: 'The field contains an invalid value',
    decimal: 'Enter a valid number (maximum decimal places: {{decimals}})',
    more_than: 'The value must be greater than {{moreThan}}',
    minArrayLength: 'Minimum number of rows: {{min}}',
    maxArrayLength: 'Maximum number of rows: {{max}}',
    notOneOf: 'This value is not allowed here',
    name_token: "Use only letters, digits, '-' and '_'",
    routePath: "Use only letters, digits, '-', '_' and '/'",
    hex_color: 'Enter a colour as # and 3, 6 or 8 hex digits',
    date_format: 'Enter a valid date',
    time_interval: 'Enter a valid start date and duration',
    files_required: 'Must provide files to upload',
    notArray: 'Only one document is allowed here',
    unique: 'The value {{fieldValue}} is already in use',
    invalid: 'The field contains an invalid value',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Enter your e-mail address and password to continue.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    noAccount: 'No account yet?',
    register: 'Create one',
    errors: {
      invalidCredentials: 'Invalid e-mail or password',
      tooManyRequests: 'Too many sign-in attempts. Try again later.',
      tooManyRequestsRetry_one: 'Too many sign-in attempts. Try again in {{count}} minute.',
      tooManyRequestsRetry_other: 'Too many sign-in attempts. Try again in {{count}} minutes.',
      deactivatedByAdmin: 'Your account has been deactivated by an administrator.',
      waitingForAdminApproval: 'Your account is inactive until an administrator approves it.',
      network: 'No internet connection. Check your connection and try again.',
      unknown: 'Sign-in failed. Try again in a moment.',
    },
  },
  notifications: {
    pageNotFound: 'Page not found',
    unknownError: 'An unknown error occurred',
    api_errors: {
      forbidden: 'You do not have permission',
      invalidForm: 'The form contains errors',
      tooManyRequests: 'Too many requests. Try again shortly.',
      serverError: 'A server error occurred. Try again later.',
      timeout: 'The server did not answer in time. Try again.',
      network: {
        title: 'No internet connection',
        message: 'Check your network connection and try again.',
      },
    },
  },
  notFound: {
    message: 'The page you are looking for does not exist or has moved.',
    goToStart: 'Go to the start page',
  },
  accessDenied: {
    title: 'No permission',
    message: 'This part of the application is available to administrators only.',
    goToStart: 'Go to the start page',
  },
  shell: {
    home: 'Home',
    userMenu: 'User menu',
    logout: 'Sign out',
    settings: 'Settings',
  },
  session: {
    loadFailed: 'Could not load your user data.',
    noClient: 'Your account is not assigned to any environment yet. Contact your administrator.',
  },
  start: {
    greeting: 'Welcome, {{name}}!',
    greetingWithoutName: 'Welcome!',
    message:
      'This is the start page of the {{clientName}} environment. Once an administrator configures starting views, you will see them here.',
  },
  settings: {
    title: 'Settings',
    currentClient: 'Current environment',
    clientKey: 'Key: {{key}}',
    comingSoon:
      'The designer screens (forms, processes, views, data providers and the other settings) arrive in the next releases. For now this page confirms that you are an administrator of this environment.',
    clientNotFound: 'No environment was found for this address.',
  },
  pvCalculator: {
    title: 'Photovoltaic calculator',
    subtitle:
      'Find out in three steps what a photovoltaic installation for your home would cost and how soon it would pay for itself.',
    steps: {
      label: 'Calculator steps',
      user: 'You',
      parameters: 'Parameters',
      profitability: 'Profitability analysis',
      progress: 'Step {{current}} of {{total}}',
    },
    actions: {
      next: 'Next',
      back: 'Back',
    },
    user: {
      intro: 'Tell us what you pay for electricity on average and where the panels should go.',
      monthlyEnergyCost: 'Average monthly electricity cost',
      monthlyEnergyCostHint: 'Your electricity bills converted to one month, e.g. 250.50',
      installationType: 'Installation type',
      installationTypeRequired: 'Choose an installation type',
      installationTypes: {
        sloping: 'Sloping roof',
        flat: 'Flat roof',
        ground: 'Ground-mounted',
      },
    },
    parameters: {
      intro: 'Check the assumptions and tick the support you want to use.',
      costPerKWh: 'Average electricity price',
      costPerKWhHint: '{{price}} per kWh by default. Change it if you know your rate.',
      panelPower: 'Power of one panel',
      yearlyNeed: 'Estimated yearly energy need',
      support: 'Support',
      myPowerProgram: '“My Power” (Mój Prąd) subsidy',
      myPowerProgramHint: 'Lowers the installation price by {{amount}}.',
      thermomodernizationRelief: 'Thermomodernisation tax relief',
      thermomodernizationReliefHint:
        'A tax deduction: you pay {{percent}} of what is left after the subsidy.',
    },
    result: {
      intro: 'Here is the estimated offer for what you entered.',
      toPay: 'To pay',
      tenYearValue: 'Value of the energy over 10 years',
      payback: 'Payback',
      paybackYears_one: '{{years}} year',
      paybackYears_other: '{{years}} years',
      installation: 'Installation',
      yearlyNeed: 'Yearly energy need',
      panels: 'Number of panels ({{power}})',
      peakPower: 'Installation power',
      inverter: 'Inverter',
      inverterValue_one: '{{power}}, for {{count}} panel',
      inverterValue_other: '{{power}}, for {{count}} panels',
      clampedUp:
        'The calculation gives {{needed}}, but the smallest installation in the calculator has {{panels}} panels.',
      clampedDown:
        'The calculation gives {{needed}}, but the largest installation in the calculator has {{panels}} panels.',
      price: 'Price',
      basePrice: 'Installation price ({{type}})',
      myPowerProgram: '“My Power” subsidy',
      thermomodernizationRelief: 'Thermomodernisation relief',
      notIncluded: 'not included',
      chartTitle: 'Investment balance over 20 years',
      chartCaption:
        'Cumulative savings on electricity bills minus the installation price, at the end of each year.',
      chartYear: 'Year {{year}}',
      chartBalance: 'Balance',
      chartSummary:
        'Bar chart of the investment balance: from {{first}} after year 1 to {{last}} after year 20.',
      chartLoading: 'Loading the chart…',
      footnote:
        'Installation and inverter prices are our own estimates for the Polish market, not a commercial offer. The 10-year value of the energy allows for expected rises in electricity prices.',
    },
    panelsCount_one: '{{count}} panel',
    panelsCount_other: '{{count}} panels',
  },
};
