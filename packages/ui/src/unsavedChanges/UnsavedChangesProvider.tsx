import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createUnsavedChangesRegistry,
  type UnsavedChangesRegistry,
} from './createUnsavedChangesRegistry';
import { useUnsavedChangesState } from './useUnsavedChangesState';

const RegistryContext = createContext<UnsavedChangesRegistry | null>(null);

/**
 * The registry of the nearest `UnsavedChangesProvider`; outside one, a registry of the caller's
 * own that nobody asks (a form in a story marks itself without effect).
 * @internal
 */
export function useUnsavedChangesRegistry(): UnsavedChangesRegistry {
  const provided = useContext(RegistryContext);
  const [own] = useState(createUnsavedChangesRegistry);
  return provided ?? own;
}

/** @public */
export interface UnsavedChangesProviderProps {
  registry: UnsavedChangesRegistry;
  children?: ReactNode;
}

function LeaveDialog({ registry }: { registry: UnsavedChangesRegistry }) {
  const { t } = useTranslation();
  const { leavePending } = useUnsavedChangesState(registry);
  return (
    <Dialog
      open={leavePending}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) registry.answerLeave(false);
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('unsavedChanges.title')}</DialogTitle>
          <DialogContent>{t('alerts.unsaved_changes')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => registry.answerLeave(false)}>
              {t('unsavedChanges.stay')}
            </Button>
            <Button onClick={() => registry.answerLeave(true)}>{t('unsavedChanges.leave')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * Unsaved changes for an app (spec 000 §2, §4): gives forms the registry, asks "leave anyway?"
 * when the route guard finds unsaved changes, and has the browser confirm closing or reloading the
 * page while anything is unsaved (the browser shows its own text; `alerts.unsaved_changes` is
 * offered to those that still show the page's).
 * @public
 */
export function UnsavedChangesProvider({ registry, children }: UnsavedChangesProviderProps) {
  const { t } = useTranslation();
  const { unsavedFormIds } = useUnsavedChangesState(registry);
  const unsaved = unsavedFormIds.length > 0;
  const message = t('alerts.unsaved_changes');

  useEffect(() => {
    if (!unsaved) return;
    const prompt = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', prompt);
    return () => window.removeEventListener('beforeunload', prompt);
  }, [unsaved, message]);

  return (
    <RegistryContext.Provider value={registry}>
      {children}
      <LeaveDialog registry={registry} />
    </RegistryContext.Provider>
  );
}
