import { EditorPageLoader } from '../common/EditorPageLoader';
import { useStudioPage } from '../shell/StudioPageContext';
import { DocumentTypeEditor } from './DocumentTypeEditor';
import { documentTypePaths } from './documentTypePaths';
import { loadDocumentType } from './loadDocumentType';

/** The document type form's page: a new type, or the stored one loaded first. */
export function DocumentTypeEditorPage({ documentTypeId }: { documentTypeId: string | null }) {
  const { basePath } = useStudioPage();
  return (
    <EditorPageLoader
      itemKey={documentTypeId ?? ''}
      load={(signal) =>
        documentTypeId === null
          ? Promise.resolve(null)
          : loadDocumentType(documentTypeId, { signal, skipErrorNotification: true })
      }
      texts="documentTypes.editor"
      listHref={documentTypePaths.list(basePath)}
    >
      {(item) => <DocumentTypeEditor initial={item} />}
    </EditorPageLoader>
  );
}
