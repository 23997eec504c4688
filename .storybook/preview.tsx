import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { Preview } from '@storybook/react-vite';
import { FIELDS_BASIC_NAMESPACE, fieldsBasicMessages } from '@tessera/fields-basic';
import { FIELDS_CHOICE_NAMESPACE, fieldsChoiceMessages } from '@tessera/fields-choice';
import { FIELDS_GROUPS_NAMESPACE, fieldsGroupsMessages } from '@tessera/fields-groups';
import { addNamespaceMessages, createI18n, type Language } from '@tessera/i18n';
import { I18nextProvider } from 'react-i18next';

const i18nByLanguage = Object.fromEntries(
  (['pl', 'en'] as const).map((language) => {
    const i18n = createI18n({ language });
    addNamespaceMessages(i18n, FIELDS_BASIC_NAMESPACE, fieldsBasicMessages);
    addNamespaceMessages(i18n, FIELDS_CHOICE_NAMESPACE, fieldsChoiceMessages);
    addNamespaceMessages(i18n, FIELDS_GROUPS_NAMESPACE, fieldsGroupsMessages);
    return [language, i18n];
  }),
) as Record<Language, ReturnType<typeof createI18n>>;

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Język interfejsu',
      toolbar: {
        title: 'Język',
        icon: 'globe',
        items: [
          { value: 'pl', title: 'Polski' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'pl' },
  decorators: [
    (Story, context) => {
      const language: Language = context.globals.language === 'en' ? 'en' : 'pl';
      return (
        <I18nextProvider i18n={i18nByLanguage[language]}>
          <FluentProvider theme={webLightTheme}>
            <Story />
          </FluentProvider>
        </I18nextProvider>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
