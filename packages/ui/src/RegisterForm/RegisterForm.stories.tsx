import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  classifyRegistrationError,
  createApiErrorFromResponse,
  createFixtureAdapter,
  type RegistrationFailure,
  registerUser,
} from '@tessera/client';
import { useState } from 'react';
import { withFrame } from '../storybook/withFrame';
import { RegisterForm } from './RegisterForm';
import { RegistrationOutcome } from './RegistrationOutcome';

const useFrameStyles = makeStyles({
  frame: { maxWidth: '420px', padding: tokens.spacingHorizontalXXL },
});

// No withTessera: the preview's decorator provides the language of the toolbar (pl/en).
const meta = {
  title: 'UI/RegisterForm',
  component: RegisterForm,
  decorators: [withFrame(() => useFrameStyles().frame)],
  args: {
    onSubmit: async () => undefined,
    loginHref: '/auth/login',
    minPasswordLength: 8,
  },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ForAClient: Story = { args: { clientName: 'Demo' } };

export const AccountExists: Story = { args: { error: { reason: 'accountExists' } } };

export const ClientNotExists: Story = { args: { error: { reason: 'clientNotExists' } } };

export const TooManyRequests: Story = {
  args: { error: { reason: 'tooManyRequests', retryAfterSeconds: 600 } },
};

const fixtureServer = createFixtureAdapter(
  {
    'POST users/register': ({ body }) => {
      const { email, password } = body as { email: string; password: string };
      if (email === 'zajety@example.com') {
        throw createApiErrorFromResponse(400, { errorType: 'accountExists' });
      }
      if (password === 'haslo123') {
        throw createApiErrorFromResponse(422, {
          errors: [{ path: '/password', code: 'passwordTooCommon', message: 'is too common' }],
        });
      }
      return { status: email === 'czekam@example.com' ? 'waitingForAdminApproval' : 'active' };
    },
  },
  { latencyMs: 600 },
);

function InteractiveRegistration({ minPasswordLength }: { minPasswordLength?: number }) {
  const [error, setError] = useState<RegistrationFailure | null>(null);
  const [status, setStatus] = useState<'active' | 'waitingForAdminApproval' | null>(null);
  if (status) return <RegistrationOutcome status={status} loginHref="/auth/login" />;
  return (
    <RegisterForm
      minPasswordLength={minPasswordLength}
      loginHref="/auth/login"
      error={error}
      onSubmit={async ({ email, name, surname, password, repeatPassword }) => {
        setError(null);
        try {
          const result = await registerUser(fixtureServer, {
            email,
            password,
            repeatPassword,
            personalDetails: { name, surname },
          });
          setStatus(result.status);
        } catch (failure) {
          setError(classifyRegistrationError(failure));
        }
      }}
    />
  );
}

/**
 * Against a fixture server: `zajety@example.com` is taken, the password `haslo123` is too
 * common, `czekam@example.com` waits for an admin's approval and anything else is active.
 */
export const Interactive: Story = {
  render: (args) => <InteractiveRegistration minPasswordLength={args.minPasswordLength} />,
};

export const Active: Story = {
  render: () => <RegistrationOutcome status="active" loginHref="/auth/login" />,
};

export const WaitingForAdminApproval: Story = {
  render: () => <RegistrationOutcome status="waitingForAdminApproval" loginHref="/auth/login" />,
};
