import {
  Button,
  Combobox,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { MenuIcon, menuIconNames, resolveMenuIcon } from '@tessera/ui';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { clientRootOf } from '../views/viewAddress';
import type { MenuEntrySettings, MenuNode } from './menuTree';

type Target = 'none' | 'view' | 'route';

export interface MenuEntryPanelProps {
  readonly node: MenuNode;
  /** The version's views an entry may link. */
  readonly views: readonly { readonly id: string; readonly name: string }[];
  readonly basePath: string;
  readonly onChange: (entry: MenuEntrySettings) => void;
  readonly onRemove: () => void;
  /** The problem of a part of the entry (`text`, `icon`, `target`, `groups`). */
  readonly problem: (part: string) => string | undefined;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  option: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  footer: { display: 'flex', justifyContent: 'flex-end' },
});

function targetOf(entry: MenuEntrySettings): Target {
  if (entry.viewId !== undefined) return 'view';
  return entry.routePath !== undefined ? 'route' : 'none';
}

/** The entry without its target (view or route), to set another. */
function withoutTarget({ viewId: _view, routePath: _route, ...entry }: MenuEntrySettings) {
  return entry;
}

/**
 * One menu entry's settings (spec 000 §2 side menu, §3 menu entry): text, icon, where it leads —
 * a view (which gives the address) or a route path in the application, or nowhere for a heading
 * of its children — expanded by default, and groups.
 */
export function MenuEntryPanel({
  node,
  views,
  basePath,
  onChange,
  onRemove,
  problem,
}: MenuEntryPanelProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { entry } = node;
  const target = targetOf(entry);
  const icon = entry.icon ?? '';
  const knownIcon = resolveMenuIcon(icon);
  const set = (update: Partial<MenuEntrySettings>) => onChange({ ...entry, ...update });
  const setTarget = (next: Target) => {
    const base = withoutTarget(entry);
    if (next === 'view') onChange({ ...base, viewId: views[0]?.id ?? '' });
    else if (next === 'route') onChange({ ...base, routePath: '' });
    else onChange(base);
  };

  return (
    <div className={styles.root}>
      <Field label={t('layout.entry.text')} validationMessage={problem('text')} required>
        <Input value={entry.text} onChange={(_, data) => set({ text: data.value })} />
      </Field>
      <Field
        label={t('layout.entry.icon')}
        validationMessage={
          problem('icon') ??
          (icon !== '' && knownIcon === undefined
            ? t('layout.entry.iconUnknown', { name: icon })
            : undefined)
        }
        validationState={problem('icon') ? 'error' : icon !== '' && !knownIcon ? 'warning' : 'none'}
      >
        <Combobox
          freeform
          placeholder={t('layout.entry.iconPlaceholder')}
          value={icon}
          selectedOptions={knownIcon ? [knownIcon] : []}
          onChange={(event) => {
            const value = event.target.value.trim();
            onChange(
              value === ''
                ? (({ icon: _icon, ...rest }) => rest)(entry)
                : { ...entry, icon: value },
            );
          }}
          onOptionSelect={(_, data) => {
            if (data.optionValue === '') onChange((({ icon: _icon, ...rest }) => rest)(entry));
            else if (data.optionValue) set({ icon: data.optionValue });
          }}
        >
          <Option value="" text={t('layout.entry.iconNone')}>
            {t('layout.entry.iconNone')}
          </Option>
          {menuIconNames.map((name) => (
            <Option key={name} value={name} text={name}>
              <span className={styles.option}>
                <MenuIcon name={name} />
                {name}
              </span>
            </Option>
          ))}
        </Combobox>
      </Field>
      <Field label={t('layout.entry.target')}>
        <RadioGroup value={target} onChange={(_, data) => setTarget(data.value as Target)}>
          <Radio value="view" label={t('layout.entry.targetView')} />
          <Radio value="route" label={t('layout.entry.targetRoute')} />
          <Radio value="none" label={t('layout.entry.targetNone')} />
        </RadioGroup>
      </Field>
      {target === 'view' && (
        <Field label={t('layout.entry.view')} validationMessage={problem('target')} required>
          <Dropdown
            placeholder={t('layout.entry.viewPlaceholder')}
            value={views.find((view) => view.id === entry.viewId)?.name ?? entry.viewId ?? ''}
            selectedOptions={entry.viewId ? [entry.viewId] : []}
            onOptionSelect={(_, data) => set({ viewId: data.optionValue ?? '' })}
          >
            {views.map((view) => (
              <Option key={view.id} value={view.id}>
                {view.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      {target === 'route' && (
        <Field
          label={t('layout.entry.routePath')}
          hint={
            problem('target') === undefined && entry.routePath
              ? t('layout.entry.address', {
                  address: `${clientRootOf(basePath)}/${entry.routePath}`,
                })
              : t('layout.entry.routePathHint')
          }
          validationMessage={problem('target')}
          required
        >
          <Input
            value={entry.routePath ?? ''}
            onChange={(_, data) => set({ routePath: data.value })}
          />
        </Field>
      )}
      <Field hint={t('layout.entry.expandedHint')}>
        <Switch
          label={t('layout.entry.expandedByDefault')}
          checked={entry.expandedByDefault === true}
          onChange={(_, data) =>
            onChange(
              data.checked
                ? { ...entry, expandedByDefault: true }
                : (({ expandedByDefault: _expanded, ...rest }) => rest)(entry),
            )
          }
        />
      </Field>
      <Field
        label={t('layout.entry.groups')}
        hint={t('layout.entry.groupsHint')}
        validationMessage={problem('groups')}
      >
        <Input
          defaultValue={(entry.groups ?? []).join(', ')}
          onBlur={(event) => {
            const groups = [
              ...new Set(
                event.target.value
                  .split(',')
                  .map((group) => group.trim())
                  .filter((group) => group !== ''),
              ),
            ];
            onChange(
              groups.length === 0
                ? (({ groups: _groups, ...rest }) => rest)(entry)
                : { ...entry, groups },
            );
          }}
        />
      </Field>
      <div className={styles.footer}>
        <Button icon={<DeleteRegular />} onClick={onRemove}>
          {t('layout.entry.remove')}
        </Button>
      </div>
    </div>
  );
}
