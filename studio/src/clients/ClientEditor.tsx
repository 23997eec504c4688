import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { ClientItem } from '@tessera/client';
import { useLocation } from 'wouter';
import { BackLink } from '../common/BackLink';
import { EditorHeader } from '../common/EditorHeader';
import { EditorSection } from '../common/EditorSection';
import { StatusBadge } from '../common/StatusBadge';
import { StatusSwitch } from '../common/StatusSwitch';
import { useProblemMessage } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioPage } from '../shell/StudioPageContext';
import { ClientDomainsEditor } from './ClientDomainsEditor';
import { ClientFeaturesEditor } from './ClientFeaturesEditor';
import { clientPaths } from './clientPaths';
import { useClientEditor } from './useClientEditor';
import { maxClientKeyLength, maxClientNameLength } from './validateClientDraft';

const useStyles = makeStyles({
  general: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

/**
 * The client form (spec 000 §2 settings.clients, super admins; spec 000 §3 Client; issue 8
 * "clients (super admin: key, name, domains, features)"): key, name and status, the client's
 * own domains and its feature flags.
 */
export function ClientEditor({ initial }: { initial: ClientItem | null }) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { basePath } = useStudioPage();
  const [, replaceLocation] = useLocation();
  const editor = useClientEditor(initial);
  const message = useProblemMessage(editor.problems);
  const { draft, saved } = editor;
  const checking = (value: string) =>
    editor.uniqueness === 'checking' && value.trim() !== ''
      ? t('clients.editor.checking')
      : undefined;

  const save = async () => {
    const stored = await editor.save();
    if (stored && initial === null) {
      replaceLocation(clientPaths.edit(basePath, stored.id), { replace: true });
    }
  };

  return (
    <>
      <EditorHeader
        texts="clients.editor"
        back={<BackLink href={clientPaths.list(basePath)}>{t('clients.editor.back')}</BackLink>}
        title={saved === null ? t('clients.editor.newTitle') : saved.name}
        description={
          saved !== null && (
            <StatusBadge status={saved.status}>{t(`clients.status.${saved.status}`)}</StatusBadge>
          )
        }
        editor={editor}
        onSave={() => void save()}
        problem={message('general')}
      />

      <EditorSection title={t('clients.editor.general')}>
        <div className={styles.general}>
          <Field
            label={t('clients.editor.key')}
            required
            hint={t('clients.editor.keyHint', { key: draft.key.trim() || '…' })}
            validationMessage={message('key') ?? checking(draft.key)}
            validationState={message('key') ? 'error' : 'none'}
          >
            <Input
              value={draft.key}
              maxLength={maxClientKeyLength}
              placeholder={t('clients.editor.keyPlaceholder')}
              onChange={(_, data) =>
                editor.edit((current) => {
                  current.key = data.value;
                }, 'key')
              }
            />
          </Field>
          <Field
            label={t('clients.editor.name')}
            required
            validationMessage={message('name')}
            validationState={message('name') ? 'error' : 'none'}
          >
            <Input
              value={draft.name}
              maxLength={maxClientNameLength}
              placeholder={t('clients.editor.namePlaceholder')}
              onChange={(_, data) =>
                editor.edit((current) => {
                  current.name = data.value;
                }, 'name')
              }
            />
          </Field>
          {saved !== null && <StatusSwitch texts="clients.editor" editor={editor} />}
        </div>
      </EditorSection>

      <EditorSection
        title={t('clients.editor.domains')}
        description={t('clients.editor.domainsDescription')}
      >
        <ClientDomainsEditor
          domains={draft.domains}
          onChange={(domains) => editor.change((current) => ({ ...current, domains }))}
          problem={(index) => message(`domains/${index}`)}
        />
      </EditorSection>

      <EditorSection
        title={t('clients.editor.features')}
        description={t('clients.editor.featuresDescription')}
      >
        <ClientFeaturesEditor
          value={draft.features}
          onChange={(features) => editor.change((current) => ({ ...current, features }))}
        />
      </EditorSection>
    </>
  );
}
