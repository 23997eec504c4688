import { Spinner } from '@fluentui/react-components';
import { fetchApplicationLayout, fetchRoles, fetchViewDefinitions } from '@tessera/client';
import { RetryAlert } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useAsyncResource } from '../common/useAsyncResource';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { LayoutEditor } from './LayoutEditor';

/** Most items the pickers load at once (the collections' page limit). */
const pickerPageSize = 1000;

/**
 * The application layout screen (spec 000 §2 settings.layout): the layout of the version worked
 * in, with the version's views and the active roles, loaded first.
 */
export function LayoutPage() {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const { data } = useStudioPage();
  const versionId = data?.version?.id ?? null;
  const loaded = useAsyncResource(`layout:${versionId}`, async (signal) => {
    const options = { signal, skipErrorNotification: true };
    const [layout, views] = await Promise.all([
      fetchApplicationLayout(adapter, versionId, options),
      fetchViewDefinitions(
        adapter,
        { sort: { name: 'asc' }, pagination: { perPage: pickerPageSize } },
        options,
      ),
    ]);
    // Roles only fill the starting views: the menu is editable without them.
    const roles = await fetchRoles(
      adapter,
      {
        filter: { status: 'active' },
        sort: { name: 'asc' },
        pagination: { perPage: pickerPageSize },
      },
      options,
    ).then(
      (page) => page.data,
      () => null,
    );
    return { layout: layout.layout, views: views.data, roles };
  });
  if (loaded.status === 'loading') return <Spinner label={common('common.loading')} />;
  if (loaded.status === 'failed') {
    return <RetryAlert title={t('layout.page.loadFailed')} onRetry={loaded.retry} />;
  }
  return (
    <LayoutEditor
      key={`${loaded.value.layout.versionId}:${loaded.value.layout.revision}`}
      initial={loaded.value.layout}
      views={loaded.value.views}
      roles={loaded.value.roles}
    />
  );
}
