import { Button, Spinner } from '@fluentui/react-components';
import type { DocumentTypeItem } from '@tessera/client';
import { PageAlert, RetryAlert } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useAsyncResource } from '../common/useAsyncResource';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { useStudioPage } from '../shell/StudioPageContext';
import { DocumentTypeEditor } from './DocumentTypeEditor';
import { documentTypePaths } from './documentTypePaths';
import { DocumentTypeNotFound, loadDocumentType } from './loadDocumentType';

/** The document type form's page: a new type, or the stored one loaded first. */
export function DocumentTypeEditorPage({ documentTypeId }: { documentTypeId: string | null }) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const item = useAsyncResource<DocumentTypeItem | null>(documentTypeId ?? '', (signal) =>
    documentTypeId === null
      ? Promise.resolve(null)
      : loadDocumentType(documentTypeId, { signal, skipErrorNotification: true }),
  );
  if (item.status === 'loading') return <Spinner label={common('common.loading')} />;
  if (item.status === 'failed') {
    if (item.error instanceof DocumentTypeNotFound) {
      return (
        <PageAlert
          intent="warning"
          title={t('documentTypes.editor.notFound')}
          action={
            <Button onClick={() => navigate(documentTypePaths.list(basePath))}>
              {t('documentTypes.editor.backToList')}
            </Button>
          }
        />
      );
    }
    return <RetryAlert title={t('documentTypes.editor.loadFailed')} onRetry={item.retry} />;
  }
  return <DocumentTypeEditor initial={item.value} />;
}
