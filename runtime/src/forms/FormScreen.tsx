import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import { type CurrentUser, type FormPreload, isAdmin, mainPath } from '@tessera/client';
import { ProcessHistorySourceProvider } from '@tessera/fields-basic/runtime';
import { ChoiceSourceProvider } from '@tessera/fields-choice/runtime';
import { RegistryProvider } from '@tessera/react';
import {
  FormCard,
  FormView,
  type FormViewHandle,
  useFormInvalid,
  useUnsavedChanges,
} from '@tessera/ui';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { registry, renderers } from '../plugins';
import { createFieldIdResolver } from './createFieldIdResolver';
import { createHttpChoiceSource } from './createHttpChoiceSource';
import { createHttpProcessHistorySource } from './createHttpProcessHistorySource';
import { createIdempotencyKeys } from './createIdempotencyKeys';
import { FormSettingsMenu } from './FormSettingsMenu';
import {
  type FormQuery,
  formSettingsPath,
  processSettingsPath,
  withFreshTimestamp,
} from './formPaths';
import type { FormScreenServices } from './formScreenServices';
import { openProcessFormStore } from './openProcessFormStore';
import type { SaveRedirectTarget } from './resolveSaveRedirect';
import { type ProcessFormSaveEffects, saveProcessForm } from './saveProcessForm';
import { useNewChoiceRecordDialog } from './useNewChoiceRecordDialog';

/** Props of {@link FormScreen}. */
export interface FormScreenProps {
  readonly preload: FormPreload;
  readonly clientKey: string;
  readonly user: CurrentUser;
  readonly query: FormQuery;
  /** This page's address (`pathname?search`). */
  readonly href: string;
  readonly services: FormScreenServices;
  /** @default FORM_SUBMIT_DELAY_MS */
  readonly submitDelayMs?: number;
}

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1120px',
    width: '100%',
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  title: {
    margin: 0,
    flexGrow: 1,
    minWidth: 0,
    overflowWrap: 'anywhere',
    '@media (max-width: 600px)': {
      fontSize: tokens.fontSizeBase500,
      lineHeight: tokens.lineHeightBase500,
    },
  },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    paddingTop: tokens.spacingVerticalS,
  },
  actions: {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 600px)': { '& > button': { flexGrow: 1 } },
  },
});

/**
 * The form screen of a process (spec 002 §2 "Form screen"): the process's name as the title, a
 * back button (to returnTo, else the client's main page), the form on its card — its fields on
 * the grid, bound to an engine form store — and the save button ('Zapisz', or 'Zapisz i przejdź
 * dalej' with an arrow when the form redirects after saving). Admins get a menu to the form's and
 * process's settings and Ctrl+Shift+S. Unsaved changes are tracked per form; saving follows
 * spec 002 §4 (`saveProcessForm`).
 */
export function FormScreen({
  preload,
  clientKey,
  user,
  query,
  href,
  services,
  submitDelayMs,
}: FormScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const { form, process, processSettings, readOnly } = preload;
  const { adapter, trail } = services;

  // One store per opened form: the page opens afresh (a new key) for another form or process.
  const [{ store, host }] = useState(() =>
    openProcessFormStore({
      preload,
      user,
      clientKey,
      adapter,
      registry,
      urlQuery: query.urlQuery,
    }),
  );
  const newRecordDialog = useNewChoiceRecordDialog(services);
  const choiceSource = useMemo(
    () =>
      createHttpChoiceSource({
        adapter,
        formId: form.id,
        resolveFieldId: createFieldIdResolver(form),
        addRecord: newRecordDialog.open,
      }),
    [adapter, form, newRecordDialog.open],
  );
  const historySource = useMemo(
    () =>
      createHttpProcessHistorySource({
        adapter,
        processId: process?.id ?? null,
        dataProviders: preload.dataProviders,
        unknownAuthor: t('forms.screen.unknownAuthor'),
      }),
    [adapter, process, preload.dataProviders, t],
  );
  const [idempotencyKeys] = useState(() => createIdempotencyKeys());
  const view = useRef<FormViewHandle>(null);
  const invalid = useFormInvalid(store, form);
  // Unsaved changes (spec 000 §4, tracked per form): fields and repeating-group rows alike.
  const dirty = useSyncExternalStore(store.subscribe, () => store.getState().dirty);
  const [saving, setSaving] = useState(false);
  const [changesForgotten, setChangesForgotten] = useState(false);

  const trackId = `form:${form.id}:${process?.id ?? 'new'}`;
  const { markSaved } = useUnsavedChanges({
    formId: trackId,
    dirty: dirty && !readOnly && !changesForgotten,
  });
  // A second click before the disabled button renders must not save twice.
  const savingNow = useRef(false);

  const backHref = query.returnTo ?? mainPath(clientKey);
  const staleSnackbarId = `form-stale:${trackId}`;
  const { snackbars } = services;
  useEffect(() => () => snackbars.dismiss(staleSnackbarId), [snackbars, staleSnackbarId]);

  const leave = useCallback(
    (target: SaveRedirectTarget | null) => {
      if (target?.type === 'external') {
        window.location.assign(target.url);
        return;
      }
      // The page is done: the next one returns past it, and it leaves the history too.
      const to = target?.path ?? query.returnTo ?? trail.previousOf(href) ?? mainPath(clientKey);
      trail.leave(href);
      navigate(to === href ? withFreshTimestamp(to) : to, { replace: true });
    },
    [query.returnTo, trail, href, clientKey, navigate],
  );

  const save = () => {
    if (savingNow.current) return;
    const effects: ProcessFormSaveEffects = {
      setSaving(on) {
        savingNow.current = on;
        setSaving(on);
      },
      validate: () => view.current?.validate() ?? store.validate(),
      showServerProblems(problems) {
        // Rendered before focusing: the first field must show its problem already.
        flushSync(() => store.setExternalProblems(problems));
        view.current?.focusFirstProblem();
      },
      notify: services.notifications.notify,
      reportError: services.reportError,
      showStaleRecord() {
        snackbars.show({
          id: staleSnackbarId,
          intent: 'warning',
          message: 'forms.screen.staleRecord',
          timeoutMs: null,
          action: {
            label: 'forms.screen.reload',
            onClick() {
              // The person chose to drop their changes for the record as it is now.
              setChangesForgotten(true);
              markSaved(trackId);
              navigate(withFreshTimestamp(href), { replace: true });
            },
          },
        });
      },
      forgetChanges() {
        setChangesForgotten(true);
        markSaved(trackId);
      },
      leave,
    };
    void saveProcessForm(
      {
        adapter,
        preload,
        store,
        registry,
        host,
        appBasePath: mainPath(clientKey),
        urlQuery: query.urlQuery,
        idempotencyKeys,
        ...(submitDelayMs === undefined ? {} : { delayMs: submitDelayMs }),
      },
      effects,
    );
  };

  const redirects = form.layout?.saveButton?.redirect !== undefined;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => navigate(backHref)}>
          {t('forms.screen.back')}
        </Button>
        <Text as="h1" size={700} weight="semibold" className={styles.title}>
          {processSettings.name}
        </Text>
        {isAdmin(user) && (
          <FormSettingsMenu
            formSettingsHref={formSettingsPath(clientKey, form.id)}
            processSettingsHref={processSettingsPath(clientKey, processSettings.id)}
            onNavigate={navigate}
          />
        )}
      </header>
      {readOnly && (
        <MessageBar intent="info">
          <MessageBarBody>{t('forms.screen.readOnlyMessage')}</MessageBarBody>
        </MessageBar>
      )}
      <FormCard title={form.name} invalid={invalid}>
        <div className={styles.content}>
          <RegistryProvider registry={registry}>
            <ChoiceSourceProvider source={choiceSource}>
              <ProcessHistorySourceProvider source={historySource}>
                <FormView
                  ref={view}
                  definition={form}
                  store={store}
                  renderers={renderers}
                  readOnly={readOnly}
                />
              </ProcessHistorySourceProvider>
            </ChoiceSourceProvider>
          </RegistryProvider>
          {!readOnly && (
            <div className={styles.actions}>
              <Button
                appearance="primary"
                size="large"
                disabled={saving}
                aria-busy={saving}
                icon={
                  saving ? <Spinner size="tiny" /> : redirects ? <ArrowRightRegular /> : undefined
                }
                iconPosition={redirects && !saving ? 'after' : 'before'}
                onClick={save}
              >
                {redirects ? t('forms.screen.saveAndContinue') : t('forms.screen.save')}
              </Button>
            </div>
          )}
        </div>
      </FormCard>
      {newRecordDialog.dialog}
    </div>
  );
}
