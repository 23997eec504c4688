import {
  createApiErrorFromResponse,
  createFixtureAdapter,
  type FixtureHandler,
} from '@tessera/client';
import { createTestUser } from '@tessera/client/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';

const user = createTestUser();

function renderDialog(answer: FixtureHandler, props: Partial<ChangePasswordDialogProps> = {}) {
  const adapter = createFixtureAdapter({ 'PATCH users/current': answer });
  const notifications = { notify: vi.fn() };
  const onOpenChange = vi.fn();
  const onChanged = vi.fn();
  render(
    withTessera(() => (
      <ChangePasswordDialog
        open
        onOpenChange={onOpenChange}
        adapter={adapter}
        notifications={notifications}
        onChanged={onChanged}
        {...props}
      />
    )),
  );
  const fields = {
    current: screen.getByLabelText(/^Obecne hasło/),
    next: screen.getByLabelText(/^Nowe hasło/),
    repeat: screen.getByLabelText(/^Powtórz nowe hasło/),
  };
  const fill = (current: string, next: string, repeat = next) => {
    fireEvent.change(fields.current, { target: { value: current } });
    fireEvent.change(fields.next, { target: { value: next } });
    fireEvent.change(fields.repeat, { target: { value: repeat } });
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
  return { adapter, notifications, onOpenChange, onChanged, fields, fill, submit };
}

describe('ChangePasswordDialog', () => {
  it('is a dialog titled "Zmień hasło" with the three password fields', () => {
    renderDialog(() => user);
    expect(screen.getByRole('dialog', { name: 'Zmień hasło' })).toBeInTheDocument();
    expect(screen.getByText('Co najmniej 6 znaków.')).toBeInTheDocument();
  });

  it('spec §5: validates before sending anything', async () => {
    const { adapter, fill, submit } = renderDialog(() => user);
    submit();
    expect(await screen.findAllByText('Pole jest wymagane')).toHaveLength(3);
    fill('stare-haslo', 'abc', 'abd');
    expect(screen.getByText('Hasło musi mieć co najmniej 6 znaków')).toBeInTheDocument();
    expect(screen.getByText('Hasła muszą być identyczne')).toBeInTheDocument();
    expect(adapter.calls).toEqual([]);
  });

  it('asks for the client’s minimum length', () => {
    const { fill, submit } = renderDialog(() => user, { minPasswordLength: 12 });
    fill('stare-haslo', 'nowe-haslo');
    submit();
    expect(screen.getByText('Hasło musi mieć co najmniej 12 znaków')).toBeInTheDocument();
  });

  it('spec §8: success → "changed successfully", onChanged, and the dialog closes', async () => {
    const { adapter, notifications, onOpenChange, onChanged, fill, submit } = renderDialog(
      () => user,
    );
    fill('stare-haslo', 'nowe-haslo');
    submit();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(adapter.calls[0]).toMatchObject({
      method: 'PATCH',
      path: 'users/current',
      body: {
        currentPassword: 'stare-haslo',
        newPassword: 'nowe-haslo',
        repeatNewPassword: 'nowe-haslo',
      },
    });
    expect(notifications.notify).toHaveBeenCalledWith(
      expect.objectContaining({ intent: 'success', title: 'changePassword.changed' }),
    );
    expect(onChanged).toHaveBeenCalledWith(user);
  });

  it('spec §8: invalidCurrentPassword → "Podano nieprawidłowe hasło" on the current-password field', async () => {
    const { notifications, onOpenChange, fields, fill, submit } = renderDialog(() => {
      throw createApiErrorFromResponse(422, {
        errorType: 'invalidCurrentPassword',
        errors: [{ path: '/currentPassword', code: 'invalidCurrentPassword', message: 'x' }],
      });
    });
    fill('zle-haslo', 'nowe-haslo');
    submit();
    expect(await screen.findByText('Podano nieprawidłowe hasło')).toBeInTheDocument();
    expect(fields.current).toHaveAttribute('aria-invalid', 'true');
    expect(fields.current).toHaveFocus();
    expect(notifications.notify).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.change(fields.current, { target: { value: 'inne-haslo' } });
    expect(screen.queryByText('Podano nieprawidłowe hasło')).not.toBeInTheDocument();
  });

  it('shows the password policy’s problems on the new password', async () => {
    const { fields, fill, submit } = renderDialog(() => {
      throw createApiErrorFromResponse(422, {
        errors: [{ path: '/newPassword', code: 'passwordTooCommon', message: 'x' }],
      });
    });
    fill('stare-haslo', 'password1');
    submit();
    expect(
      await screen.findByText('To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.'),
    ).toBeInTheDocument();
    expect(fields.next).toHaveAttribute('aria-invalid', 'true');
  });

  it('spec §8: other error → the generic unknown-error notification, the dialog stays open', async () => {
    const { notifications, onOpenChange, fields, fill, submit } = renderDialog(() => {
      throw createApiErrorFromResponse(500, {});
    });
    fill('stare-haslo', 'nowe-haslo');
    submit();
    await waitFor(() =>
      expect(notifications.notify).toHaveBeenCalledWith({
        intent: 'error',
        title: 'notifications.unknownError',
      }),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(fields.next).toHaveValue('nowe-haslo');
  });

  it('is busy while the change is sent and cannot be cancelled meanwhile', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { onOpenChange, fill, submit } = renderDialog(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    fill('stare-haslo', 'nowe-haslo');
    submit();
    expect(await screen.findByRole('button', { name: 'Zapisywanie…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
    finish(user);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('cancel asks to close', () => {
    const { onOpenChange } = renderDialog(() => user);
    fireEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
