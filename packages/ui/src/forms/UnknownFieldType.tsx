import { Text } from '@fluentui/react-components';
import { useFormViewStyles } from './useFormViewStyles.styles';

/** Props of {@link UnknownFieldType}. @internal */
export interface UnknownFieldTypeProps {
  readonly label: string;
  readonly type: string;
  /** 'Nieprawidłowy typ pola', translated. */
  readonly message: string;
}

/**
 * A field whose type no plugin registered, or that has no runtime component: shown in red with
 * 'incorrect field type' instead of failing the form (spec 002 §3). The type name helps the
 * designer find which plugin is missing.
 * @internal
 */
export function UnknownFieldType({ label, type, message }: UnknownFieldTypeProps) {
  const styles = useFormViewStyles();
  return (
    <div className={styles.unknownType} role="alert">
      <Text weight="semibold">{label}</Text>
      <Text>{message}</Text>
      <Text size={200} className={styles.typeName}>
        {type}
      </Text>
    </div>
  );
}
