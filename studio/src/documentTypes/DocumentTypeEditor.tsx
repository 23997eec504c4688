import { type DocumentTypeItem, deleteDocumentType } from '@tessera/client';
import { useLocation } from 'wouter';
import { BackLink } from '../common/BackLink';
import { EditorHeader } from '../common/EditorHeader';
import { EditorSection } from '../common/EditorSection';
import { NameAndStatusFields } from '../common/NameAndStatusFields';
import { StatusBadge } from '../common/StatusBadge';
import { useEditableVersion } from '../common/useEditableVersion';
import { useLinkNavigation } from '../common/useLinkNavigation';
import { useProblemMessage } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { rolePaths } from '../roles/rolePaths';
import { useRoleChoices } from '../roles/useRoleChoices';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { DocumentTypeAccessTable } from './DocumentTypeAccessTable';
import { documentTypePaths } from './documentTypePaths';
import { useDocumentTypeEditor } from './useDocumentTypeEditor';
import { maxDocumentTypeNameLength } from './validateDocumentTypeDraft';

/**
 * The document type form (spec 000 §2 settings.document_types; spec 002 §3 Document type): name
 * and status, and which roles may see, add and delete documents of the type. Saved in the edited
 * application version, with the revision read.
 */
export function DocumentTypeEditor({ initial }: { initial: DocumentTypeItem | null }) {
  const { t } = useStudioTranslation();
  const { basePath } = useStudioPage();
  const [, replaceLocation] = useLocation();
  const follow = useLinkNavigation();
  const editor = useDocumentTypeEditor(initial);
  const editable = useEditableVersion(editor.block);
  const roles = useRoleChoices();
  const message = useProblemMessage(editor.problems);
  const { draft, saved } = editor;

  const save = async () => {
    const stored = await editor.save();
    if (stored && initial === null) {
      replaceLocation(documentTypePaths.edit(basePath, stored.id), { replace: true });
    }
  };

  return (
    <>
      <EditorHeader
        texts="documentTypes.editor"
        back={
          <BackLink href={documentTypePaths.list(basePath)}>
            {t('documentTypes.editor.back')}
          </BackLink>
        }
        title={saved === null ? t('documentTypes.editor.newTitle') : saved.name}
        description={
          saved !== null && (
            <StatusBadge status={saved.status}>
              {t(`documentTypes.status.${saved.status}`)}
            </StatusBadge>
          )
        }
        deletion={{
          label: t('documentTypes.list.delete'),
          confirm: { message: t('documentTypes.list.deleteMessage', { name: saved?.name ?? '' }) },
          run: (item) => deleteDocumentType(adapter, item.id),
          listHref: documentTypePaths.list(basePath),
        }}
        editor={editor}
        editable={editable}
        onSave={() => void save()}
        problem={message('general')}
      />

      <EditorSection title={t('documentTypes.editor.general')}>
        <NameAndStatusFields
          texts="documentTypes.editor"
          editor={editor}
          problem={message('name')}
          maxLength={maxDocumentTypeNameLength}
          hint
        />
      </EditorSection>

      <EditorSection
        title={t('documentTypes.access.title')}
        description={t('documentTypes.access.description')}
      >
        <DocumentTypeAccessTable
          grants={draft.grants}
          onChange={(grants) => editor.change((current) => ({ ...current, grants }))}
          roles={roles.roles}
          rolesFailed={roles.failed}
          rolesHref={rolePaths.list(basePath)}
          onOpenRoles={follow(rolePaths.list(basePath))}
          problem={message('grants')}
          disabled={!editable}
        />
      </EditorSection>
    </>
  );
}
