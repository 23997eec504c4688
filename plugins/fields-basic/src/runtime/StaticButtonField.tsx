import { Button, makeStyles, mergeClasses } from '@fluentui/react-components';
import type { FieldRendererProps } from '@tessera/react';
import { useFormRowActions, useRowChangeButton } from '@tessera/react';
import type { CSSProperties } from 'react';
import { isHexColor } from '../definitions/hexColor';
import type { StaticButtonFieldOptions } from '../definitions/staticFields.types';
import {
  resolveStaticButtonAction,
  staticButtonGroupId,
  staticButtonRowChange,
} from './resolveStaticButtonAction';
import { staticButtonIconComponents } from './staticButtonIconComponents';

// The designer's colours reach the styles through custom properties, so one static class keeps
// the theme's hover and pressed feedback (a darker shade) instead of an inline style freezing it.
const BACKGROUND = '--tessera-static-button-background';
const TEXT = '--tessera-static-button-text';

const useStyles = makeStyles({
  // A one-column button must not push its grid cell wider than the theme's minimum width.
  root: { minWidth: 'auto', maxWidth: '100%' },
  background: {
    backgroundColor: `var(${BACKGROUND})`,
    ':hover': { backgroundColor: `var(${BACKGROUND})`, filter: 'brightness(0.92)' },
    ':hover:active': { backgroundColor: `var(${BACKGROUND})`, filter: 'brightness(0.84)' },
  },
  text: {
    color: `var(${TEXT})`,
    ':hover': { color: `var(${TEXT})` },
    ':hover:active': { color: `var(${TEXT})` },
  },
});

/**
 * Runtime view of the `static_button` field type. Inside a repeating-group row it adds a row after
 * its own or removes its own, through the form's {@link useFormRowActions}: it asks its row's
 * position when clicked, so rows inserted or removed before its own do not render it again. It is
 * not shown when its action is not possible (at the group's maximum or minimum — hidden by the
 * form around its row, or rendered again when that changes, {@link useRowChangeButton} — outside
 * a row for remove) nor in a read-only
 * form, and a disabled button is shown greyed out in the theme's colours. Without a caption it
 * shows its icon alone, named by the field label, or else the label.
 * @public
 */
export function StaticButtonField(props: FieldRendererProps<StaticButtonFieldOptions, null>) {
  const { id, label, options, disabled, readOnly } = props;
  const styles = useStyles();
  const formActions = useFormRowActions();
  const change = staticButtonRowChange(options.action);
  const rowButton = useRowChangeButton(
    change === null ? null : staticButtonGroupId(options.action, formActions.row),
    change ?? 'add',
  );
  const run = resolveStaticButtonAction(options.action, formActions, rowButton.rendered);
  if (run === null || readOnly) return null;

  const iconName = options.icon.name;
  const Icon = iconName === null ? undefined : staticButtonIconComponents[iconName];
  const caption = options.text.trim() || (Icon ? '' : label);
  // Colours are checked again: stored data may predate or bypass the options schema.
  const background =
    !disabled && isHexColor(options.backgroundColor) ? options.backgroundColor : null;
  const text = !disabled && isHexColor(options.textColor) ? options.textColor : null;
  const style: Record<string, string> = {};
  if (background) style[BACKGROUND] = background;
  if (text) style[TEXT] = text;
  const iconStyle: CSSProperties | undefined =
    !disabled && isHexColor(options.icon.color) ? { color: options.icon.color } : undefined;

  return (
    <Button
      {...rowButton.attributes}
      id={id}
      className={mergeClasses(
        styles.root,
        background !== null && styles.background,
        text !== null && styles.text,
      )}
      style={style as CSSProperties}
      icon={Icon ? <Icon style={iconStyle} /> : undefined}
      iconPosition={options.icon.align === 'right' ? 'after' : 'before'}
      aria-label={caption ? undefined : label}
      title={caption ? undefined : label}
      disabled={disabled}
      onClick={run}
    >
      {caption || undefined}
    </Button>
  );
}
