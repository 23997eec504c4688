import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { FieldRenderer, FieldRendererProps } from '@tessera/react';
import { type RenderResult, render } from '@testing-library/react';
import i18next from 'i18next';
import { type ReactElement, useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { FIELDS_CHOICE_NAMESPACE, fieldsChoiceMessages } from '../messages';
import { ChoiceSourceProvider } from './ChoiceSourceProvider';
import type { ChoiceSource } from './choiceSource.types';

// Shared by the component tests (not exported from the package).

/** Renders a choice input in Polish over a data source; returns RTL's result. */
export async function renderWithSource(
  source: ChoiceSource,
  element: ReactElement,
): Promise<RenderResult> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'pl',
    resources: { pl: { [FIELDS_CHOICE_NAMESPACE]: fieldsChoiceMessages.pl } },
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <ChoiceSourceProvider source={source}>{element}</ChoiceSourceProvider>
      </FluentProvider>
    </I18nextProvider>,
  );
}

/** Props of {@link Controlled}: a renderer's props, with a starting value instead of the value. */
export interface ControlledProps<TOptions, TValue>
  extends Omit<FieldRendererProps<TOptions, TValue>, 'value'> {
  readonly renderer: FieldRenderer<TOptions, TValue>;
  readonly initialValue: TValue;
}

/** A field renderer holding its value as a form would, reporting each change. */
export function Controlled<TOptions, TValue>({
  renderer: Renderer,
  initialValue,
  onChange,
  ...props
}: ControlledProps<TOptions, TValue>) {
  const [value, setValue] = useState(initialValue);
  return (
    <Renderer
      {...props}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}
