import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { IconActionButton } from '../common/IconActionButton';
import { ItemListEditor } from '../common/ItemListEditor';
import { useStudioTranslation } from '../i18n/useStudioTranslation';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    maxWidth: '560px',
  },
  field: { flexGrow: 1 },
  remove: { marginTop: tokens.spacingVerticalXXL },
});

export interface ClientDomainsEditorProps {
  readonly domains: readonly string[];
  readonly onChange: (domains: string[]) => void;
  /** The problem of the domain at an index, if any. */
  readonly problem: (index: number) => string | undefined;
}

/** The client's own domains (spec 000 §2: the app under a client's domain): added, edited, removed. */
export function ClientDomainsEditor({ domains, onChange, problem }: ClientDomainsEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const set = (index: number, value: string) =>
    onChange(domains.map((domain, at) => (at === index ? value : domain)));
  return (
    <ItemListEditor
      count={domains.length}
      emptyText={t('clients.editor.domainsEmpty')}
      addLabel={t('clients.editor.addDomain')}
      onAdd={() => onChange([...domains, ''])}
    >
      {domains.map((domain, index) => {
        const message = problem(index);
        return (
          // Domains have no identity but their place: a removal shifts the rest up.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <div key={index} className={styles.row}>
            <Field
              className={styles.field}
              label={t('clients.editor.domain', { number: index + 1 })}
              validationMessage={message}
              validationState={message ? 'error' : 'none'}
            >
              <Input
                value={domain}
                placeholder={t('clients.editor.domainPlaceholder')}
                onChange={(_, data) => set(index, data.value)}
              />
            </Field>
            <IconActionButton
              className={styles.remove}
              label={t('clients.editor.removeDomain', { domain: domain || index + 1 })}
              icon={<DeleteRegular />}
              onClick={() => onChange(domains.filter((_, at) => at !== index))}
            />
          </div>
        );
      })}
    </ItemListEditor>
  );
}
