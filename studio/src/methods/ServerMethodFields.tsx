import { Field, Input, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import {
  AGGREGATION_METHODS,
  type DelegatedMethodDefinition,
  type MethodDefinition,
} from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { MethodEditor } from './MethodEditor';
import { MethodMapEditor } from './MethodMapEditor';
import { useMethodScope } from './MethodScope';
import { without } from './methodDraft';

const noValue: MethodDefinition = { type: 'no_value' };

export interface ServerMethodFieldsProps {
  readonly method: DelegatedMethodDefinition;
  readonly onChange: (method: MethodDefinition) => void;
}

/**
 * The methods only the server computes (documents, files, QR codes, code sequences,
 * aggregations, external records, pipeline queries): their ids and input methods, under a note
 * that the value comes from the server. An aggregation's query filter is kept as stored.
 */
export function ServerMethodFields({ method, onChange }: ServerMethodFieldsProps) {
  const { t } = useStudioTranslation();
  const { providers } = useMethodScope();
  const providerChoices = providers.map((provider) => ({
    value: provider.id,
    text: provider.name,
  }));
  const idInput = (label: string, value: string, change: (value: string) => void) => (
    <Field label={label} required>
      <Input value={value} onChange={(_, data) => change(data.value)} />
    </Field>
  );
  const inputs = (
    label: string,
    value: Readonly<Record<string, MethodDefinition>> | undefined,
    change: (next: Record<string, MethodDefinition> | undefined) => void,
  ) => (
    <>
      <Text size={200} weight="semibold">
        {label}
      </Text>
      <MethodMapEditor value={value} newNamePrefix="wejscie" onChange={change} />
    </>
  );
  const providerPicker = (value: string, change: (providerId: string) => void) => (
    <Field label={t('methods.editor.provider')} required>
      <ChoiceDropdown
        placeholder={t('methods.editor.chooseProvider')}
        choices={providerChoices}
        value={value}
        onChange={change}
      />
    </Field>
  );

  return (
    <>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>{t('methods.editor.serverSide')}</MessageBarBody>
      </MessageBar>
      {method.type === 'text_from_generated_document_template' && (
        <>
          {idInput(
            t('methods.editor.documentTemplateId'),
            method.documentTemplateId,
            (documentTemplateId) => onChange({ ...method, documentTemplateId }),
          )}
          {inputs(t('methods.editor.templateInputs'), method.inputs, (next) =>
            onChange(next ? { ...method, inputs: next } : without(method, 'inputs')),
          )}
        </>
      )}
      {method.type === 'uploaded_file' && (
        <MethodEditor
          nested
          label={t('methods.editor.documentId')}
          method={method.documentId}
          onChange={(documentId) => onChange({ ...method, documentId: documentId ?? noValue })}
        />
      )}
      {method.type === 'generated_qr_code' && (
        <MethodEditor
          nested
          label={t('methods.editor.qrText')}
          method={method.text}
          onChange={(text) => onChange({ ...method, text: text ?? noValue })}
        />
      )}
      {method.type === 'generated_code_sequence' &&
        idInput(t('methods.editor.codeSequenceId'), method.codeSequenceId, (codeSequenceId) =>
          onChange({ ...method, codeSequenceId }),
        )}
      {method.type === 'aggregated_value' && (
        <>
          {providerPicker(method.fromProviderId, (fromProviderId) =>
            onChange({ ...method, fromProviderId }),
          )}
          <Field label={t('methods.editor.aggregation')}>
            <ChoiceDropdown
              choices={choicesOf(AGGREGATION_METHODS, (aggregation) =>
                t(`methods.aggregations.${aggregation}`),
              )}
              value={method.aggregation}
              onChange={(aggregation) =>
                onChange(
                  aggregation === 'count'
                    ? without({ ...method, aggregation }, 'aggregateField')
                    : { ...method, aggregation, aggregateField: method.aggregateField ?? '' },
                )
              }
            />
          </Field>
          {method.aggregation !== 'count' &&
            idInput(
              t('methods.editor.aggregateField'),
              method.aggregateField ?? '',
              (aggregateField) => onChange({ ...method, aggregateField }),
            )}
          {method.filter !== undefined && <Text size={200}>{t('methods.editor.keptFilter')}</Text>}
        </>
      )}
      {method.type === 'get_external_record' && (
        <>
          {providerPicker(method.providerId, (providerId) => onChange({ ...method, providerId }))}
          <MethodEditor
            nested
            label={t('methods.editor.recordId')}
            method={method.recordId}
            onChange={(recordId) => onChange({ ...method, recordId: recordId ?? noValue })}
          />
        </>
      )}
      {method.type === 'execute_pipeline_query' && (
        <>
          {idInput(t('methods.editor.queryId'), method.queryId, (queryId) =>
            onChange({ ...method, queryId }),
          )}
          {inputs(t('methods.editor.queryInputs'), method.inputs, (next) =>
            onChange(next ? { ...method, inputs: next } : without(method, 'inputs')),
          )}
        </>
      )}
    </>
  );
}
