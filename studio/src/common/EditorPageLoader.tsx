import { Button, Spinner } from '@fluentui/react-components';
import { isApiError } from '@tessera/client';
import { PageAlert, RetryAlert } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { type LoadTexts, textKey } from './editorTexts';
import { ItemNotFound } from './findItemById';
import { useAsyncResource } from './useAsyncResource';

/** An item that is not there: {@link ItemNotFound}, a 404, or an id the server refuses (422). */
const isNotFound = (error: unknown) =>
  error instanceof ItemNotFound ||
  (isApiError(error) && (error.status === 404 || error.status === 422));

export interface EditorPageLoaderProps<Item> {
  /** What is loaded: a new key loads again. */
  readonly itemKey: string;
  readonly load: (signal: AbortSignal) => Promise<Item>;
  readonly texts: LoadTexts;
  /** Where "back to the list" leads when the item is not there. */
  readonly listHref: string;
  readonly children: (item: Item) => ReactNode;
}

/**
 * An editor page's loading: a spinner while the item loads; when it is not there, a warning with
 * the way back to the list; when loading failed, a retry; then the editor.
 */
export function EditorPageLoader<Item>({
  itemKey,
  load,
  texts,
  listHref,
  children,
}: EditorPageLoaderProps<Item>) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const navigate = useStudioNavigate();
  const item = useAsyncResource<Item>(itemKey, load);
  if (item.status === 'loading') return <Spinner label={common('common.loading')} />;
  if (item.status === 'failed') {
    if (isNotFound(item.error)) {
      return (
        <PageAlert
          intent="warning"
          title={t(textKey(texts, 'notFound'))}
          action={
            <Button onClick={() => navigate(listHref)}>{t(textKey(texts, 'backToList'))}</Button>
          }
        />
      );
    }
    return <RetryAlert title={t(textKey(texts, 'loadFailed'))} onRetry={item.retry} />;
  }
  return <>{children(item.value)}</>;
}
