import {
  Field,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { IdsDropdown } from '../views/IdsDropdown';

type Named = { readonly id: string; readonly name: string };

export interface StartingViewsEditorProps {
  readonly startingViews: Readonly<Record<string, readonly string[]>>;
  /** The active roles; null when they could not be loaded. */
  readonly roles: readonly Named[] | null;
  readonly views: readonly Named[];
  readonly onChange: (roleId: string, viewIds: string[]) => void;
  readonly problem: (roleId: string) => string | undefined;
}

const useStyles = makeStyles({
  table: { tableLayout: 'fixed' },
  roleColumn: { width: '30%' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * Starting views per role (spec 000 §2 startingPage, spec 002 §6 "starting views are chosen per
 * role"): after logging in a person goes to the first of their role's views they may open, in
 * the order chosen here.
 */
export function StartingViewsEditor({
  startingViews,
  roles,
  views,
  onChange,
  problem,
}: StartingViewsEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  if (roles === null)
    return <Text className={styles.muted}>{t('layout.starting.rolesLoadFailed')}</Text>;
  if (roles.length === 0) return <Text className={styles.muted}>{t('layout.starting.empty')}</Text>;
  return (
    <Table className={styles.table} aria-label={t('layout.starting.title')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.roleColumn}>
            {t('layout.starting.role')}
          </TableHeaderCell>
          <TableHeaderCell>{t('layout.starting.views')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {roles.map((role) => (
          <TableRow key={role.id}>
            <TableCell>
              <Text weight="semibold">{role.name}</Text>
            </TableCell>
            <TableCell>
              <Field validationMessage={problem(role.id)}>
                <IdsDropdown
                  aria-label={`${t('layout.starting.views')}: ${role.name}`}
                  options={views}
                  selected={startingViews[role.id] ?? []}
                  placeholder={t('layout.starting.viewsPlaceholder')}
                  onChange={(ids) => onChange(role.id, ids)}
                />
              </Field>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
