import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { PersonAvailableRegular, PersonProhibitedRegular } from '@fluentui/react-icons';
import type { UserRecord, UserType } from '@tessera/client';
import { LetterAvatar } from '@tessera/ui';
import { useLocation } from 'wouter';
import { BackLink } from '../common/BackLink';
import { EditorHeader } from '../common/EditorHeader';
import { EditorSection } from '../common/EditorSection';
import { StatusBadge } from '../common/StatusBadge';
import { StatusSwitch } from '../common/StatusSwitch';
import { useProblemMessage } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { RolesPicker } from '../roles/RolesPicker';
import { useRoleChoices } from '../roles/useRoleChoices';
import { useStudioPage } from '../shell/StudioPageContext';
import { PasswordInput } from './PasswordInput';
import { PersonalDetailsFields } from './PersonalDetailsFields';
import { SupervisorPicker } from './SupervisorPicker';
import { withPersonalDetail } from './userDraft';
import { userLabel } from './userLabel';
import { userPaths } from './userPaths';
import { userTypeChoice } from './userTypeChoice';
import { useUserActivation } from './useUserActivation';
import { useUserEditor } from './useUserEditor';
import { minPasswordLength } from './validateUserDraft';

const useStyles = makeStyles({
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  subtitle: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

/**
 * The user form (spec 000 §2 settings.users.listing new and edit; spec 000 §3 User): the
 * account (e-mail checked while typing, type, password), roles and supervisor, personal
 * details; activation and deactivation of a stored user after a confirmation.
 */
export function UserEditor({ initial }: { initial: UserRecord | null }) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { basePath, user: actor } = useStudioPage();
  const [, replaceLocation] = useLocation();
  const editor = useUserEditor(initial);
  const activation = useUserActivation();
  const roles = useRoleChoices();
  const message = useProblemMessage(editor.problems);
  const { draft, saved } = editor;
  const typeChoice = userTypeChoice(draft.type, actor);
  const general = message('general') ?? message('personalDetails') ?? message('status');

  const save = async () => {
    const stored = await editor.save();
    if (stored && initial === null) {
      replaceLocation(userPaths.edit(basePath, stored.id), { replace: true });
    }
  };
  const toggleActive = async () => {
    if (saved === null) return;
    const changed = await activation.toggle(saved);
    if (changed) editor.adopt(changed);
  };

  const activationButton = saved !== null && (
    <Tooltip
      content={t('users.activation.unsaved')}
      relationship="description"
      visible={editor.dirty ? undefined : false}
    >
      <Button
        icon={saved.status === 'active' ? <PersonProhibitedRegular /> : <PersonAvailableRegular />}
        disabledFocusable={editor.dirty}
        onClick={() => void toggleActive()}
      >
        {t(saved.status === 'active' ? 'users.list.deactivate' : 'users.list.activate')}
      </Button>
    </Tooltip>
  );

  return (
    <>
      <EditorHeader
        texts="users.editor"
        back={<BackLink href={userPaths.list(basePath)}>{t('users.editor.back')}</BackLink>}
        title={
          saved === null ? (
            t('users.editor.newTitle')
          ) : (
            <span className={styles.title}>
              <LetterAvatar name={userLabel(saved)} size={40} />
              {userLabel(saved)}
            </span>
          )
        }
        description={
          saved !== null && (
            <span className={styles.subtitle}>
              {saved.email}
              <StatusBadge status={saved.status}>{t(`users.status.${saved.status}`)}</StatusBadge>
            </span>
          )
        }
        actions={activationButton}
        editor={editor}
        onSave={() => void save()}
        problem={general}
      />

      <EditorSection
        title={t('users.editor.account')}
        description={t('users.editor.accountDescription')}
      >
        <div className={styles.grid}>
          <Field
            label={t('users.editor.email')}
            required
            validationMessage={
              message('email') ??
              (editor.uniqueness === 'checking' && draft.email.trim() !== ''
                ? t('users.editor.emailChecking')
                : undefined)
            }
            validationState={message('email') ? 'error' : 'none'}
          >
            <Input
              type="email"
              value={draft.email}
              autoComplete="off"
              maxLength={254}
              onChange={(_, data) =>
                editor.change((current) => ({ ...current, email: data.value }))
              }
            />
          </Field>
          <Field
            label={t('users.editor.type')}
            hint={
              typeChoice.locked === 'superAdmin'
                ? t('users.editor.superAdminType')
                : typeChoice.locked === 'adminsManaging'
                  ? t('users.editor.typeLocked')
                  : t('users.editor.typeHint')
            }
            validationMessage={message('type')}
          >
            <Dropdown
              disabled={typeChoice.locked !== null}
              value={t(`users.types.${draft.type}`)}
              selectedOptions={[draft.type]}
              onOptionSelect={(_, data) =>
                editor.change((current) => ({ ...current, type: data.optionValue as UserType }))
              }
            >
              {typeChoice.types.map((type) => (
                <Option key={type} value={type}>
                  {t(`users.types.${type}`)}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field
            label={t(saved === null ? 'users.editor.password' : 'users.editor.newPassword')}
            required={saved === null}
            hint={
              saved === null
                ? t('users.editor.passwordHint', { length: minPasswordLength })
                : t('users.editor.newPasswordHint')
            }
            validationMessage={message('password')}
          >
            <PasswordInput
              value={draft.password}
              onChange={(_, data) =>
                editor.change((current) => ({ ...current, password: data.value }))
              }
            />
          </Field>
          {saved === null && <StatusSwitch texts="users.editor" editor={editor} />}
        </div>
      </EditorSection>

      <EditorSection
        title={t('users.editor.organisation')}
        description={t('users.editor.organisationDescription')}
      >
        <div className={styles.grid}>
          <RolesPicker
            label={t('users.editor.roles')}
            placeholder={t('users.editor.rolesPlaceholder')}
            roles={roles.roles}
            failed={roles.failed}
            loadFailedMessage={t('users.editor.rolesLoadFailed')}
            selected={draft.roleIds}
            validationMessage={message('roleIds')}
            onChange={(roleIds) => editor.change((current) => ({ ...current, roleIds }))}
          />
          <Field
            label={t('users.editor.supervisor')}
            hint={t('users.editor.supervisorHint')}
            validationMessage={message('supervisorUserId')}
          >
            <SupervisorPicker
              value={draft.supervisorUserId}
              userId={saved?.id ?? null}
              onChange={(supervisorUserId) =>
                editor.change((current) => ({ ...current, supervisorUserId }))
              }
            />
          </Field>
        </div>
      </EditorSection>

      <EditorSection
        title={t('users.editor.personal')}
        description={t('users.editor.personalDescription')}
      >
        <PersonalDetailsFields
          details={draft.personalDetails}
          problem={(field) => message(`personalDetails/${field}`)}
          onChange={(field, value) =>
            editor.change((current) => withPersonalDetail(current, field, value))
          }
        />
      </EditorSection>
      {activation.dialog}
    </>
  );
}
