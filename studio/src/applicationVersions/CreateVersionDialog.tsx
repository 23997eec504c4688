import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { ApplicationVersionItem } from '@tessera/client';
import { AppDialog } from '@tessera/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import type { NewVersion } from './useVersionActions';

/** The server's limit of a version's name. */
export const maxVersionNameLength = 200;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { color: tokens.colorNeutralForeground2 },
});

export interface CreateVersionDialogProps {
  /** The version to copy first; the dialog is closed while null. */
  readonly copyFromId: string | null;
  /** Every version, to choose the one copied. */
  readonly sources: readonly ApplicationVersionItem[];
  /** Creates the version; a rejection keeps the dialog open with its error. */
  readonly onCreate: (version: NewVersion) => Promise<void>;
  readonly onClose: () => void;
}

/** The form of a new version: what it is called, what it copies, whether to edit it at once. */
function NewVersionForm({
  copyFromId,
  sources,
  onCreate,
  onClose,
}: CreateVersionDialogProps & { copyFromId: string }) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const styles = useStyles();
  const [name, setName] = useState('');
  const [source, setSource] = useState(copyFromId);
  const [workIn, setWorkIn] = useState(true);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const nameMissing = name.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (nameMissing || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await onCreate({ name: name.trim(), copyFromId: source, workIn });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('applicationVersions.create.title')}
      actions={
        <>
          <Button disabled={busy} onClick={onClose}>
            {t('applicationVersions.create.cancel')}
          </Button>
          <Button appearance="primary" type="submit" form="new-version" disabled={busy}>
            {busy
              ? t('applicationVersions.create.creating')
              : t('applicationVersions.create.create')}
          </Button>
        </>
      }
    >
      <form
        id="new-version"
        noValidate
        className={styles.form}
        onSubmit={(event) => void submit(event)}
      >
        <Text className={styles.intro}>{t('applicationVersions.create.intro')}</Text>
        <Field
          label={t('applicationVersions.create.name')}
          required
          validationMessage={attempted && nameMissing ? common('validations.required') : undefined}
        >
          <Input
            value={name}
            maxLength={maxVersionNameLength}
            placeholder={t('applicationVersions.create.namePlaceholder')}
            onChange={(_, data) => setName(data.value)}
          />
        </Field>
        <Field label={t('applicationVersions.create.source')} required>
          <Select value={source} onChange={(_, data) => setSource(data.value)}>
            {sources.map((version) => (
              <option key={version.id} value={version.id}>
                {version.displayName}
              </option>
            ))}
          </Select>
        </Field>
        <Checkbox
          checked={workIn}
          onChange={(_, data) => setWorkIn(data.checked === true)}
          label={t('applicationVersions.create.workIn')}
        />
        {failed && (
          <MessageBar intent="error">
            <MessageBarBody>{t('applicationVersions.create.failed')}</MessageBarBody>
          </MessageBar>
        )}
      </form>
    </AppDialog>
  );
}

/**
 * Creating an application version (spec 001 §7 `PUT applicationVersions`; issue 8 "create from a
 * version"): a draft with a copy of the chosen version's definitions, named by the designer.
 */
export function CreateVersionDialog(props: CreateVersionDialogProps) {
  // A fresh form each time it opens.
  return props.copyFromId === null ? null : (
    <NewVersionForm key={props.copyFromId} {...props} copyFromId={props.copyFromId} />
  );
}
