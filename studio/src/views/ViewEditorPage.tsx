import { Button, Spinner } from '@fluentui/react-components';
import { fetchViewDefinition, isApiError } from '@tessera/client';
import { VIEW_TYPES, type ViewType } from '@tessera/engine';
import { PageAlert, RetryAlert } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useAsyncResource } from '../common/useAsyncResource';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { ViewEditor } from './ViewEditor';
import { copyViewDraft, emptyViewDraft } from './viewDraft';
import { viewPaths } from './viewPaths';

const isViewType = (type: string | null): type is ViewType =>
  (VIEW_TYPES as readonly (string | null)[]).includes(type);

/**
 * The view editor's page (spec 000 §2: views/new with type and copyFromId; views/{id}/edit): a
 * stored view loaded first, a copy of one, or a new empty view of the type asked for.
 */
export function ViewEditorPage({ viewId }: { viewId: string | null }) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const searchText = useSearch();
  const search = new URLSearchParams(searchText);
  const type = search.get('type');
  const copyFromId = viewId === null ? search.get('copyFromId') : null;
  const sourceId = viewId ?? copyFromId;
  const source = useAsyncResource(sourceId ?? '', (signal) =>
    sourceId === null
      ? Promise.resolve(null)
      : fetchViewDefinition(adapter, sourceId, { signal, skipErrorNotification: true }),
  );
  const backToList = (
    <Button onClick={() => navigate(viewPaths.list(basePath))}>
      {t('views.editor.backToList')}
    </Button>
  );
  if (source.status === 'loading') return <Spinner label={common('common.loading')} />;
  if (source.status === 'failed') {
    if (isApiError(source.error) && (source.error.status === 404 || source.error.status === 422)) {
      return <PageAlert intent="warning" title={t('views.editor.notFound')} action={backToList} />;
    }
    return <RetryAlert title={t('views.editor.loadFailed')} onRetry={source.retry} />;
  }
  if (viewId !== null) {
    return <ViewEditor initial={source.value} initialDraft={emptyViewDraft('table')} />;
  }
  if (source.value !== null) {
    const name = t('views.editor.copyName', { name: source.value.name });
    return (
      <ViewEditor
        key={searchText}
        initial={null}
        initialDraft={copyViewDraft(source.value, name)}
      />
    );
  }
  if (!isViewType(type)) {
    return (
      <PageAlert
        intent="warning"
        title={t('views.editor.unknownType', { type: type ?? '' })}
        action={backToList}
      />
    );
  }
  // A new address (another type, another copy) is another new view.
  return <ViewEditor key={searchText} initial={null} initialDraft={emptyViewDraft(type)} />;
}
