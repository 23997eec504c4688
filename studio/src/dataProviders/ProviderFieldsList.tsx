import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { ProviderField } from '@tessera/engine';
import { IconActionButton } from '../common/IconActionButton';
import { ItemRowSummary } from '../common/ItemRowSummary';
import { SortableItemList } from '../common/SortableItemList';
import { SortableRow } from '../common/SortableRow';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { fieldLabel } from './fieldLabel';

export interface ProviderFieldsListProps {
  readonly fields: readonly ProviderField[];
  readonly selectedId: string | null;
  readonly onSelect: (fieldId: string) => void;
  /** Moves the field at `from` to `to`. */
  readonly onMove: (from: number, to: number) => void;
  readonly onRemove: (fieldId: string) => void;
  /** Whether a field has a problem to show. */
  readonly hasProblem: (fieldId: string) => boolean;
}

const useStyles = makeStyles({
  row: { gridTemplateColumns: 'auto minmax(0, 1fr) auto auto' },
  dbName: { fontFamily: tokens.fontFamilyMonospace },
});

/**
 * A provider's fields in their order (the order of the columns and of computing): select one to
 * edit it, drag by the handle — or with the keyboard: space, arrows, space — to reorder, remove.
 */
export function ProviderFieldsList({
  fields,
  selectedId,
  onSelect,
  onMove,
  onRemove,
  hasProblem,
}: ProviderFieldsListProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  return (
    <SortableItemList
      items={fields}
      idOf={(field) => field.id}
      nameOf={fieldLabel}
      messages="dataProviders.fields"
      onMove={onMove}
      label={t('dataProviders.fields.title')}
      renderItem={(field) => {
        const label = fieldLabel(field);
        return (
          <SortableRow
            key={field.id}
            id={field.id}
            label={label}
            handleLabel={t('dataProviders.fields.drag', { name: label })}
            className={styles.row}
            selected={field.id === selectedId}
            onSelect={() => onSelect(field.id)}
          >
            <ItemRowSummary
              name={field.name?.trim() ? field.name : t('dataProviders.fields.unnamed')}
              detail={field.dbFieldName}
              detailClassName={styles.dbName}
              problem={hasProblem(field.id) && t('dataProviders.fields.hasProblem')}
            >
              {field.status !== 'active' && (
                <Badge appearance="outline" color="subtle" size="small">
                  {t('dataProviders.fields.inactive')}
                </Badge>
              )}
              <Badge appearance="tint" color="brand" size="small">
                {t(`dataProviders.kinds.${field.type}`)}
              </Badge>
              <Badge appearance="tint" color="informative" size="small">
                {t(`dataProviders.valueTypes.${field.fieldValue.type}`)}
              </Badge>
            </ItemRowSummary>
            <IconActionButton
              size="small"
              icon={<DeleteRegular />}
              label={t('dataProviders.fields.remove', { name: label })}
              onClick={() => onRemove(field.id)}
            />
          </SortableRow>
        );
      }}
    />
  );
}
