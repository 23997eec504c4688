import type { GeneratedUrlParameter } from '@tessera/engine';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { NamedMethodsEditor, numberedName } from './NamedMethodsEditor';

export interface UrlParametersEditorProps {
  readonly parameters: readonly GeneratedUrlParameter[] | undefined;
  /** `undefined` when none is left: the optional property goes away. */
  readonly onChange: (parameters: GeneratedUrlParameter[] | undefined) => void;
}

/** Url parameters, each a name and the method computing its value (empty values are left out). */
export function UrlParametersEditor({ parameters = [], onChange }: UrlParametersEditorProps) {
  const { t } = useStudioTranslation();
  return (
    <NamedMethodsEditor
      items={parameters}
      nameLabel={t('methods.editor.parameterName')}
      addLabel={t('methods.editor.addParameter')}
      emptyText={t('methods.editor.noParameters')}
      newName={numberedName('param')}
      onChange={(next) => onChange(next.length === 0 ? undefined : next)}
    />
  );
}
