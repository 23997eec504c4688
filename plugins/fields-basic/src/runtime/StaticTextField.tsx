import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { FieldRendererProps } from '@tessera/react';
import type { CSSProperties } from 'react';
import { isHexColor } from '../definitions/hexColor';
import type { StaticTextFieldOptions, StaticTextValue } from '../definitions/staticFields.types';
import { presentStaticText } from './presentStaticText';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';

const useStyles = makeStyles({
  root: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
    // Computed texts may carry line breaks; long words must not widen the grid cell.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  bold: { fontWeight: tokens.fontWeightBold },
  disabled: { color: tokens.colorNeutralForegroundDisabled },
});

/**
 * Runtime view of the `static_text` field type: the value the engine computed from the field's
 * `defaultValue` method, in the designer's font size, weight and colour. The label is the
 * designer's name for the field and is not shown; a disabled text is greyed out whatever its
 * colour. Nothing here is editable, so `readOnly` changes nothing.
 * @public
 */
export function StaticTextField(
  props: FieldRendererProps<StaticTextFieldOptions, StaticTextValue>,
) {
  const { id, options, value, disabled } = props;
  const { t, language } = useFieldsBasicTranslation();
  const styles = useStyles();
  // Option values are checked again here: stored data may predate or bypass the schema.
  const style: CSSProperties = {};
  if (options.fontSize !== null && Number.isFinite(options.fontSize)) {
    style.fontSize = `${options.fontSize}px`;
    style.lineHeight = 1.4;
  }
  if (!disabled && isHexColor(options.fontColor)) style.color = options.fontColor;
  return (
    <div
      id={id}
      className={mergeClasses(
        styles.root,
        options.bold && styles.bold,
        disabled && styles.disabled,
      )}
      style={style}
    >
      {presentStaticText(value, language, { yes: t('staticText.yes'), no: t('staticText.no') })}
    </div>
  );
}
