import { Button } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createApiErrorFromResponse, createFixtureAdapter } from '@tessera/client';
import { createTestUser } from '@tessera/client/testing';
import { useState } from 'react';
import { NotificationToaster } from '../notifications/NotificationToaster';
import { createNotificationCenter } from '../notifications/notificationCenter';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const notifications = createNotificationCenter();

/**
 * A fixture server: the current password is `stare-haslo`; the new password `haslo123` is too
 * common; `awaria` as the new password fails with a server error; anything else is accepted.
 */
const adapter = createFixtureAdapter(
  {
    'PATCH users/current': ({ body }) => {
      const { currentPassword, newPassword } = body as Record<string, string>;
      if (currentPassword !== 'stare-haslo') {
        throw createApiErrorFromResponse(422, {
          errorType: 'invalidCurrentPassword',
          errors: [{ path: '/currentPassword', code: 'invalidCurrentPassword', message: 'x' }],
        });
      }
      if (newPassword === 'haslo123') {
        throw createApiErrorFromResponse(422, {
          errors: [{ path: '/newPassword', code: 'passwordTooCommon', message: 'x' }],
        });
      }
      if (newPassword === 'awaria') throw createApiErrorFromResponse(500, {});
      return createTestUser();
    },
  },
  { latencyMs: 800 },
);

// No withTessera: the preview's decorator provides the language of the toolbar (pl/en).
const meta = {
  title: 'UI/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: {
    open: true,
    onOpenChange: () => undefined,
    adapter,
    notifications,
    minPasswordLength: 6,
  },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened from a button, as from the user menu. The current password is `stare-haslo`; the new
 * password `haslo123` is too common and `awaria` fails on the server.
 */
export const Interactive: Story = {
  args: { open: false },
  render: function InteractiveDialog(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <NotificationToaster center={notifications} />
        <Button onClick={() => setOpen(true)}>Zmień hasło</Button>
        <ChangePasswordDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
};

export const Open: Story = {};

/** A client asking for 12 characters. */
export const LongerMinimum: Story = { args: { minPasswordLength: 12 } };
