import { Button, Input, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useStudioTranslation } from '../i18n/useStudioTranslation';

/** A password typed for someone else: hidden, with a button to show it before handing it over. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'contentAfter'>) {
  const { t } = useStudioTranslation();
  const [shown, setShown] = useState(false);
  const label = t(shown ? 'users.editor.hidePassword' : 'users.editor.showPassword');
  return (
    <Input
      {...props}
      type={shown ? 'text' : 'password'}
      // Never the admin's own saved password.
      autoComplete="new-password"
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={shown ? <EyeOffRegular /> : <EyeRegular />}
          aria-label={label}
          title={label}
          onClick={() => setShown((value) => !value)}
        />
      }
    />
  );
}
