import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import {
  TIME_INTERVAL_KIND_DURATIONS,
  TIME_INTERVAL_RECURRENCES,
  type TimeIntervalKind,
} from '@tessera/engine';
import type { OptionsEditorProps } from '@tessera/react';
import type { TimeIntervalFieldOptions } from '../definitions/temporalFieldOptions.types';
import { timeIntervalFieldKind } from '../definitions/timeIntervalFieldKind';
import { useFieldsBasicTranslation } from '../runtime/useFieldsBasicTranslation';

const KINDS = Object.keys(TIME_INTERVAL_RECURRENCES) as TimeIntervalKind[];

/**
 * Studio editor of a time-interval field: its fixed duration, one day, one month or one year —
 * the only durations a form can show (spec 001 §3.7).
 * @public
 */
export function TimeIntervalOptionsEditor({
  options,
  onChange,
}: OptionsEditorProps<TimeIntervalFieldOptions>) {
  const { t } = useFieldsBasicTranslation();
  return (
    <Field label={t('options.duration')}>
      <RadioGroup
        value={timeIntervalFieldKind(options)}
        onChange={(_event, data) => {
          const kind = data.value as TimeIntervalKind;
          onChange({ ...options, duration: { ...TIME_INTERVAL_KIND_DURATIONS[kind] } });
        }}
      >
        {KINDS.map((kind) => (
          <Radio key={kind} value={kind} label={t(`timeInterval.${kind}`)} />
        ))}
      </RadioGroup>
    </Field>
  );
}
