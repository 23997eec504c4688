import { FlowchartRegular } from '@fluentui/react-icons';
import { deleteProcessSettings, fetchProcessSettingsPage } from '@tessera/client';
import { SettingsListPage } from '../common/SettingsListPage';
import { useDefinitionList } from '../common/useDefinitionList';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { NewProcessButton } from './NewProcessButton';
import { processPaths } from './processPaths';

/**
 * The processes list (spec 000 §2 settings.processes; issue 8 "every list: search, sort, status
 * filter, pagination"): names searched on the server, sorted by name, the status filter, whether
 * the add-action menu can start each one, and per process edit and delete.
 */
export function ProcessesListPage() {
  const { t } = useStudioTranslation();
  const { basePath } = useStudioPage();
  const list = useDefinitionList(fetchProcessSettingsPage);
  return (
    <SettingsListPage
      family="processes"
      list={list}
      emptyIcon={<FlowchartRegular />}
      newAction={<NewProcessButton />}
      tableMinWidth="560px"
      itemName={(process) => process.name}
      editHref={(process) => processPaths.edit(basePath, process.id)}
      columns={[
        {
          key: 'start',
          header: t('processes.list.start'),
          muted: true,
          cell: (process) =>
            t(process.startFormId ? 'processes.list.startForm' : 'processes.list.noStartForm'),
        },
      ]}
      onDelete={{
        label: t('processes.list.delete'),
        run: (process) => deleteProcessSettings(adapter, process.id),
      }}
    />
  );
}
