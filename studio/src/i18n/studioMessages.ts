import { applicationVersionsMessages } from '../applicationVersions/applicationVersionsMessages';
import { clientSettingsMessages } from '../clientSettings/clientSettingsMessages';
import { clientsMessages } from '../clients/clientsMessages';
import { definitionProblemsMessages } from '../common/definitionProblemsMessages';
import { conditionsMessages } from '../conditions/conditionsMessages';
import { dataProvidersMessages } from '../dataProviders/dataProvidersMessages';
import { documentTypesMessages } from '../documentTypes/documentTypesMessages';
import { formsMessages } from '../forms/formsMessages';
import { layoutMessages } from '../layout/layoutMessages';
import { methodsMessages } from '../methods/methodsMessages';
import { processesMessages } from '../processes/processesMessages';
import { rolesMessages } from '../roles/rolesMessages';
import { shellMessages } from '../shell/shellMessages';
import { usersMessages } from '../users/usersMessages';
import { viewsMessages } from '../views/viewsMessages';

/**
 * The studio's own texts, as an i18next namespace beside the common catalogue of
 * `@tessera/i18n`: designer screens only, so the runtime's bundle never carries them. Each
 * screen family keeps its texts in its own folder; this file puts them together.
 */
export const STUDIO_NAMESPACE = 'studio';

export const studioMessages = {
  pl: {
    applicationVersions: applicationVersionsMessages.pl,
    clients: clientsMessages.pl,
    conditions: conditionsMessages.pl,
    processes: processesMessages.pl,
    roles: rolesMessages.pl,
    users: usersMessages.pl,
    shell: shellMessages.pl,
    dataProviders: dataProvidersMessages.pl,
    forms: formsMessages.pl,
    methods: methodsMessages.pl,
    views: viewsMessages.pl,
    layout: layoutMessages.pl,
    documentTypes: documentTypesMessages.pl,
    clientSettings: clientSettingsMessages.pl,
    definitionProblems: definitionProblemsMessages.pl,
  },
  en: {
    applicationVersions: applicationVersionsMessages.en,
    clients: clientsMessages.en,
    conditions: conditionsMessages.en,
    processes: processesMessages.en,
    roles: rolesMessages.en,
    users: usersMessages.en,
    shell: shellMessages.en,
    dataProviders: dataProvidersMessages.en,
    forms: formsMessages.en,
    methods: methodsMessages.en,
    views: viewsMessages.en,
    layout: layoutMessages.en,
    documentTypes: documentTypesMessages.en,
    clientSettings: clientSettingsMessages.en,
    definitionProblems: definitionProblemsMessages.en,
  },
} as const;
