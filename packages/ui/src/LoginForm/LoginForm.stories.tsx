import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { classifyLoginError, createApiErrorFromResponse } from '@tessera/client';
import { useState } from 'react';
import { withFrame } from '../storybook/withFrame';
import { withTessera } from '../storybook/withTessera';
import { LoginForm } from './LoginForm';

const useFrameStyles = makeStyles({
  frame: { maxWidth: '400px', padding: tokens.spacingHorizontalXXL },
});

const meta = {
  title: 'UI/LoginForm',
  component: LoginForm,
  decorators: [withFrame(() => useFrameStyles().frame), withTessera],
  args: {
    onSubmit: async () => undefined,
    registerHref: '/auth/register',
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InvalidCredentials: Story = { args: { error: { reason: 'invalidCredentials' } } };

export const TooManyAttempts: Story = {
  args: { error: { reason: 'tooManyRequests', retryAfterSeconds: 300 } },
};

export const DeactivatedByAdmin: Story = { args: { error: { reason: 'deactivatedByAdmin' } } };

export const WaitingForAdminApproval: Story = {
  args: { error: { reason: 'waitingForAdminApproval' } },
};

export const WithoutRegisterLink: Story = { args: { registerHref: undefined } };

/** Any valid e-mail with the password "haslo" signs in; anything else is rejected like the server does. */
export const Interactive: Story = {
  render: function InteractiveLogin(args) {
    const [error, setError] = useState(args.error ?? null);
    return (
      <LoginForm
        {...args}
        error={error}
        onSubmit={async ({ password }) => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          setError(
            password === 'haslo'
              ? null
              : classifyLoginError(
                  createApiErrorFromResponse(401, { errorType: 'invalidCredentials' }),
                ),
          );
        }}
      />
    );
  },
};
