import { Checkbox, Field, Input } from '@fluentui/react-components';
import {
  CALCULATED_FUNCTION_TYPES,
  type CalculatedFunctionMethod,
  DATE_DIFFERENCE_UNITS,
  DISTANCE_UNITS,
  type MethodDefinition,
} from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { MethodEditor } from './MethodEditor';
import { newCalculatedFunction } from './methodDraft';

const noValue: MethodDefinition = { type: 'no_value' };

/** A whole number typed; undefined for an empty input. */
function optionalInteger(text: string): number | undefined {
  const number = Number.parseInt(text, 10);
  return Number.isFinite(number) ? number : undefined;
}

/** The object with `key` set, or without it when `value` is undefined. */
function withOptional<T extends object, K extends string>(target: T, key: K, value: unknown): T {
  const { [key]: _old, ...rest } = target as Record<string, unknown>;
  return (value === undefined ? rest : { ...rest, [key]: value }) as T;
}

export interface CalculatedFunctionFieldsProps {
  readonly method: CalculatedFunctionMethod;
  readonly onChange: (method: MethodDefinition) => void;
}

/**
 * calculated_function (spec 001 §3.10): the distance between two points, a part of a text, or
 * the difference between two dates — each input a method, with the function's own settings.
 */
export function CalculatedFunctionFields({ method, onChange }: CalculatedFunctionFieldsProps) {
  const { t } = useStudioTranslation();
  const fn = method.function;
  const set = (next: typeof fn) => onChange({ ...method, function: next });
  const slot = (
    label: string,
    value: MethodDefinition,
    change: (value: MethodDefinition) => void,
  ) => (
    <MethodEditor
      nested
      label={label}
      method={value}
      onChange={(next) => change(next ?? noValue)}
    />
  );
  const decimals = (
    <Field label={t('methods.editor.decimalsPlaces')} hint={t('methods.editor.decimalsHint')}>
      <Input
        type="number"
        min={0}
        max={15}
        value={
          'decimalsPlaces' in fn && fn.decimalsPlaces !== undefined ? String(fn.decimalsPlaces) : ''
        }
        onChange={(_, data) => set(withOptional(fn, 'decimalsPlaces', optionalInteger(data.value)))}
      />
    </Field>
  );
  return (
    <>
      <Field label={t('methods.editor.functionType')}>
        <ChoiceDropdown
          choices={choicesOf(CALCULATED_FUNCTION_TYPES, (type) =>
            t(`methods.functionTypes.${type}`),
          )}
          value={fn.type}
          onChange={(type) => set(newCalculatedFunction(type))}
        />
      </Field>
      {fn.type === 'distanceBetweenCoordinates' && (
        <>
          {slot(t('methods.functionSlots.firstPointLatitude'), fn.firstPoint.latitude, (latitude) =>
            set({ ...fn, firstPoint: { ...fn.firstPoint, latitude } }),
          )}
          {slot(
            t('methods.functionSlots.firstPointLongitude'),
            fn.firstPoint.longitude,
            (longitude) => set({ ...fn, firstPoint: { ...fn.firstPoint, longitude } }),
          )}
          {slot(
            t('methods.functionSlots.secondPointLatitude'),
            fn.secondPoint.latitude,
            (latitude) => set({ ...fn, secondPoint: { ...fn.secondPoint, latitude } }),
          )}
          {slot(
            t('methods.functionSlots.secondPointLongitude'),
            fn.secondPoint.longitude,
            (longitude) => set({ ...fn, secondPoint: { ...fn.secondPoint, longitude } }),
          )}
          <Field label={t('methods.editor.unit')}>
            <ChoiceDropdown
              choices={choicesOf(DISTANCE_UNITS, (unit) => t(`methods.distanceUnits.${unit}`))}
              value={fn.unit ?? 'm'}
              onChange={(unit) => set({ ...fn, unit })}
            />
          </Field>
          {decimals}
        </>
      )}
      {fn.type === 'substring' && (
        <>
          {slot(t('methods.functionSlots.input'), fn.input, (input) => set({ ...fn, input }))}
          {(['start', 'charsNumber'] as const).map((part) => {
            const value = fn[part];
            const label = t(`methods.editor.${part}`);
            return typeof value === 'object' ? (
              <MethodEditor
                key={part}
                nested
                optional
                label={label}
                method={value}
                onChange={(next) => set(withOptional(fn, part, next))}
              />
            ) : (
              <Field key={part} label={label}>
                <Input
                  type="number"
                  min={part === 'start' ? 1 : 0}
                  value={value === undefined ? '' : String(value)}
                  onChange={(_, data) => set(withOptional(fn, part, optionalInteger(data.value)))}
                />
              </Field>
            );
          })}
        </>
      )}
      {fn.type === 'dateUnitsDifference' && (
        <>
          {slot(t('methods.functionSlots.firstDate'), fn.firstDate, (firstDate) =>
            set({ ...fn, firstDate }),
          )}
          {slot(t('methods.functionSlots.secondDate'), fn.secondDate, (secondDate) =>
            set({ ...fn, secondDate }),
          )}
          <Field label={t('methods.editor.unit')}>
            <ChoiceDropdown
              choices={choicesOf(DATE_DIFFERENCE_UNITS, (unit) => t(`methods.dateUnits.${unit}`))}
              value={fn.unit ?? 'days'}
              onChange={(unit) => set({ ...fn, unit })}
            />
          </Field>
          {(['allowPartialUnitResult', 'allowNegativeSignResult'] as const).map((flag) => (
            <Checkbox
              key={flag}
              label={t(`methods.editor.${flag}`)}
              checked={fn[flag] === true}
              onChange={(_, data) =>
                set(withOptional(fn, flag, data.checked === true ? true : undefined))
              }
            />
          ))}
          {decimals}
        </>
      )}
    </>
  );
}
