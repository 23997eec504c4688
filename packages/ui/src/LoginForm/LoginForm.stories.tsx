import { makeStyles, tokens } from '@fluentui/react-components';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { classifyLoginError, createApiErrorFromResponse } from '@tessera/client';
import { type ReactNode, useState } from 'react';
import { withTessera } from '../storybook/withTessera';
import { LoginForm } from './LoginForm';

const useFrameStyles = makeStyles({
  frame: { maxWidth: '400px', padding: tokens.spacingHorizontalXXL },
});

function Frame({ children }: { children: ReactNode }) {
  return <div className={useFrameStyles().frame}>{children}</div>;
}

const withFrame: Decorator = (Story) => (
  <Frame>
    <Story />
  </Frame>
);

const meta = {
  title: 'UI/LoginForm',
  component: LoginForm,
  decorators: [withFrame, withTessera],
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
