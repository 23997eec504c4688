import { Field, Input, Text } from '@fluentui/react-components';
import {
  GENERATED_URL_ROUTE_TYPES,
  type GeneratedUrlValueMethod,
  type MethodDefinition,
} from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { MethodEditor } from './MethodEditor';
import { newRoute, without } from './methodDraft';
import { UrlParametersEditor } from './UrlParametersEditor';

export interface GeneratedUrlFieldsProps {
  readonly method: GeneratedUrlValueMethod;
  readonly onChange: (method: MethodDefinition) => void;
}

/**
 * generated_url_value: a url to a form (new, or the record a method computes), a view, or an
 * external address, with computed parameters (spec 002 §3 route types).
 */
export function GeneratedUrlFields({ method, onChange }: GeneratedUrlFieldsProps) {
  const { t } = useStudioTranslation();
  const { route } = method;
  const setRoute = (next: GeneratedUrlValueMethod['route']) => onChange({ ...method, route: next });
  return (
    <>
      <Field label={t('methods.editor.routeType')}>
        <ChoiceDropdown
          choices={choicesOf(GENERATED_URL_ROUTE_TYPES, (type) => t(`methods.routeTypes.${type}`))}
          value={route.type}
          onChange={(type) => setRoute(newRoute(type, route))}
        />
      </Field>
      {route.type === 'form' && (
        <>
          <Field label={t('methods.editor.formId')} required>
            <Input
              value={route.formId}
              onChange={(_, data) => setRoute({ ...route, formId: data.value })}
            />
          </Field>
          <MethodEditor
            nested
            optional
            label={t('methods.editor.recordIdValue')}
            method={route.recordIdValue}
            onChange={(recordIdValue) =>
              setRoute(
                recordIdValue ? { ...route, recordIdValue } : without(route, 'recordIdValue'),
              )
            }
          />
        </>
      )}
      {route.type === 'view' && (
        <Field label={t('methods.editor.viewId')} required>
          <Input
            value={route.viewId}
            onChange={(_, data) => setRoute({ ...route, viewId: data.value })}
          />
        </Field>
      )}
      {route.type === 'external_url' && (
        <MethodEditor
          nested
          label={t('methods.editor.url')}
          method={route.url}
          onChange={(url) => setRoute({ ...route, url: url ?? { type: 'no_value' } })}
        />
      )}
      <Text size={200} weight="semibold">
        {t('methods.editor.urlParameters')}
      </Text>
      <UrlParametersEditor
        parameters={route.urlParameters}
        onChange={(urlParameters) =>
          setRoute(urlParameters ? { ...route, urlParameters } : without(route, 'urlParameters'))
        }
      />
    </>
  );
}
