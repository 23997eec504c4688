import { Divider, makeStyles } from '@fluentui/react-components';
import type { FieldRendererProps } from '@tessera/react';
import type { StaticLineFieldOptions } from '../definitions/staticFields.types';

const useStyles = makeStyles({
  // The line sits in the middle of its one-row cell.
  root: { height: '100%', display: 'flex', alignItems: 'center' },
});

/**
 * Runtime view of the `static_line` field type: a horizontal divider across its cell. It has no
 * text, so the label is not shown, and nothing in it can be disabled or edited.
 * @public
 */
export function StaticLineField(props: FieldRendererProps<StaticLineFieldOptions, null>) {
  const styles = useStyles();
  return (
    <div id={props.id} className={styles.root}>
      <Divider />
    </div>
  );
}
