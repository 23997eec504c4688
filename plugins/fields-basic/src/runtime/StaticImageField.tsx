import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ImageOffRegular, ImageRegular } from '@fluentui/react-icons';
import { FORM_GRID_ROW_HEIGHT_PX } from '@tessera/engine';
import type { FieldRendererProps } from '@tessera/react';
import { useState } from 'react';
import { isSafeImageUrl } from '../definitions/safeImageUrl';
import type { StaticImageFieldOptions } from '../definitions/staticFields.types';
import { STATIC_IMAGE_MAX_HEIGHT } from '../definitions/staticImageFieldType';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';

const useStyles = makeStyles({
  root: {
    width: '100%',
    height: '100%',
    // The grid cell decides the size; never taller than the spec's 90 rows.
    maxHeight: `${STATIC_IMAGE_MAX_HEIGHT * FORM_GRID_ROW_HEIGHT_PX}px`,
    display: 'block',
  },
  keepAspectRatio: { objectFit: 'contain' },
  stretch: { objectFit: 'fill' },
  placeholder: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  icon: { fontSize: tokens.fontSizeBase500, flexShrink: 0 },
});

type Problem = 'noImage' | 'unsafeUrl' | 'loadError';

/**
 * Runtime view of the `static_image` field type: the image fills its grid cell, whole
 * (`keepAspectRatio`) or stretched; its alternative text is the field label. The address is
 * checked again before loading (only `https://` and same-origin paths), and a missing, refused or
 * broken image shows a placeholder saying so. An image has nothing to disable or edit.
 * @public
 */
export function StaticImageField(props: FieldRendererProps<StaticImageFieldOptions, null>) {
  const { id, label, options } = props;
  const { t } = useFieldsBasicTranslation();
  const styles = useStyles();
  const url = options.imageUrl;
  // Remembers which address failed, so choosing another one tries again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (!isSafeImageUrl(url) || failedUrl === url) {
    const problem: Problem = !url ? 'noImage' : failedUrl === url ? 'loadError' : 'unsafeUrl';
    const Icon = problem === 'noImage' ? ImageRegular : ImageOffRegular;
    return (
      <div id={id} className={mergeClasses(styles.root, styles.placeholder)}>
        <Icon className={styles.icon} aria-hidden />
        <Text size={200}>{t(`staticImage.${problem}`)}</Text>
      </div>
    );
  }
  return (
    <img
      id={id}
      src={url}
      alt={label}
      referrerPolicy="no-referrer"
      className={mergeClasses(
        styles.root,
        options.keepAspectRatio ? styles.keepAspectRatio : styles.stretch,
      )}
      onError={() => setFailedUrl(url)}
    />
  );
}
