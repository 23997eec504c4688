import { EditorHeader } from '../common/EditorHeader';
import { useProblemMessage } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioPage } from '../shell/StudioPageContext';
import { ClientSettingsFields } from './ClientSettingsFields';
import type { StoredClientSettings } from './clientSettingsDraft';
import { useClientSettingsEditor } from './useClientSettingsEditor';

/**
 * The client settings form (spec 000 §2 settings.clientSettings, admins; spec 000 §3 Client):
 * the settings with their rules' messages, the save, and the server's problems on their inputs.
 * The client's key, domains and features stay with super admins (the clients screen).
 */
export function ClientSettingsEditor({ stored }: { stored: StoredClientSettings }) {
  const { t } = useStudioTranslation();
  const { client } = useStudioPage();
  const editor = useClientSettingsEditor(stored);
  const message = useProblemMessage(editor.problems);
  return (
    <>
      <EditorHeader
        texts="clientSettings.editor"
        title={t('clientSettings.editor.title')}
        description={t('clientSettings.editor.description', { name: client.name })}
        editor={editor}
        onSave={() => void editor.save()}
        problem={message('general')}
      />
      <ClientSettingsFields
        draft={editor.draft}
        onChange={(change) => editor.change((current) => ({ ...current, ...change }))}
        problem={message}
      />
    </>
  );
}
