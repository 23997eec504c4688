import { Field, Input, makeStyles, Switch, tokens } from '@fluentui/react-components';
import type { OptionsEditorProps } from '@tessera/react';
import { useState } from 'react';
import { isSafeImageUrl } from '../definitions/safeImageUrl';
import type { StaticImageFieldOptions } from '../definitions/staticFields.types';
import { useFieldsBasicTranslation } from '../runtime/useFieldsBasicTranslation';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Studio editor of a static image: its address (only `https://` or a same-origin path; anything
 * else is flagged and not saved) and whether it keeps its aspect ratio.
 * @public
 */
export function StaticImageOptionsEditor({
  options,
  onChange,
}: OptionsEditorProps<StaticImageFieldOptions>) {
  const { t } = useFieldsBasicTranslation();
  const styles = useStyles();
  const [url, setUrl] = useState(options.imageUrl ?? '');
  const trimmed = url.trim();
  const valid = trimmed === '' || isSafeImageUrl(trimmed);
  return (
    <div className={styles.root}>
      <Field
        label={t('staticImage.imageUrl')}
        hint={t('staticImage.imageUrlHint')}
        validationMessage={valid ? undefined : t('staticImage.imageUrlInvalid')}
      >
        <Input
          type="url"
          value={url}
          onChange={(_event, data) => {
            setUrl(data.value);
            const next = data.value.trim();
            if (next === '') onChange({ ...options, imageUrl: null });
            else if (isSafeImageUrl(next)) onChange({ ...options, imageUrl: next });
          }}
        />
      </Field>
      <Switch
        label={t('staticImage.keepAspectRatio')}
        checked={options.keepAspectRatio}
        onChange={(_event, data) => onChange({ ...options, keepAspectRatio: data.checked })}
      />
    </div>
  );
}
