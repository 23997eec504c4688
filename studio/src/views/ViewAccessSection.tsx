import { Field, Input, Link, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { LinkRegular } from '@fluentui/react-icons';
import { EditorSection } from '../common/EditorSection';
import type { ProblemText } from '../common/problemText';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { IdsDropdown } from './IdsDropdown';
import { routeKeyProblem } from './routePathProblem';
import { viewAddress } from './viewAddress';
import { type ViewDraft, withRouteKey } from './viewDraft';

export interface ViewAccessSectionProps {
  readonly draft: ViewDraft;
  readonly change: (update: (draft: ViewDraft) => ViewDraft) => void;
  readonly savedId: string | null;
  readonly basePath: string;
  /** Whether the client has the viewsPublic feature: only then a table may be public. */
  readonly publicAllowed: boolean;
  readonly roles: readonly { id: string; name: string }[] | null;
  readonly message: (location: string) => string | undefined;
  readonly translate: (text: ProblemText) => string;
  /** The menu shortcut: its state and switch. */
  readonly menu: {
    readonly linkedText: string | null | undefined;
    readonly add: boolean;
    readonly setAdd: (add: boolean) => void;
  };
}

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  address: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    overflowWrap: 'anywhere',
  },
  url: { fontFamily: tokens.fontFamilyMonospace },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * Where a view is and who may open it: the route path with the full address it gives (spec 002
 * §2: "shown as the address where it will be available"), the public flag (tables of a client
 * with viewsPublic), the roles with access, and the side menu shortcut.
 */
export function ViewAccessSection({
  draft,
  change,
  savedId,
  basePath,
  publicAllowed,
  roles,
  message,
  translate,
  menu,
}: ViewAccessSectionProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const routeKey = draft.routeKey ?? '';
  const ownProblem = routeKeyProblem(routeKey);
  const key = routeKey !== '' && ownProblem === undefined ? routeKey : savedId;
  const address = key === null ? null : `${window.location.origin}${viewAddress(basePath, key)}`;
  return (
    <EditorSection title={t('views.access.title')} description={t('views.access.description')}>
      <div className={styles.grid}>
        <Field
          label={t('views.access.routeKey')}
          hint={t('views.access.routeKeyHint')}
          validationMessage={
            message('routeKey') ?? (ownProblem === undefined ? undefined : translate(ownProblem))
          }
        >
          <Input
            value={routeKey}
            placeholder={t('views.access.routeKeyPlaceholder')}
            onChange={(_, data) => change((current) => withRouteKey(current, data.value))}
          />
        </Field>
        <Field label={t('views.access.address')}>
          <div className={styles.address} aria-live="polite">
            <LinkRegular aria-hidden />
            {address === null ? (
              <Text className={styles.muted}>{t('views.access.addressAfterSave')}</Text>
            ) : (
              <Link className={styles.url} href={address} target="_blank" rel="noreferrer">
                {address}
              </Link>
            )}
          </div>
        </Field>
        <Field
          label={t('views.access.roles')}
          hint={t('views.access.rolesHint')}
          validationMessage={
            message('roles') ?? (roles === null ? t('views.access.rolesLoadFailed') : undefined)
          }
          validationState={message('roles') ? 'error' : roles === null ? 'warning' : undefined}
        >
          <IdsDropdown
            options={roles}
            selected={draft.roleIds}
            placeholder={t('views.access.rolesPlaceholder')}
            onChange={(roleIds) => change((current) => ({ ...current, roleIds }))}
          />
        </Field>
        {publicAllowed && draft.type === 'table' && (
          <Field hint={t('views.access.publicHint')} validationMessage={message('isPublic')}>
            <Switch
              label={t('views.access.public')}
              checked={draft.isPublic === true}
              onChange={(_, data) =>
                change((current) => ({ ...current, isPublic: data.checked }) as ViewDraft)
              }
            />
          </Field>
        )}
        <Field
          label={t('views.access.menu')}
          hint={menu.linkedText ? undefined : t('views.access.menuHint')}
        >
          {menu.linkedText ? (
            <Text className={styles.muted}>
              {t('views.access.menuLinked', { text: menu.linkedText })}
            </Text>
          ) : (
            <Switch
              label={t('views.access.menuOn')}
              disabled={menu.linkedText === undefined || draft.status === 'inactive'}
              checked={menu.add}
              onChange={(_, data) => menu.setAdd(data.checked)}
            />
          )}
        </Field>
      </div>
    </EditorSection>
  );
}
