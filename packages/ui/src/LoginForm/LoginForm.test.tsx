import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { LoginForm, type LoginFormProps } from './LoginForm';

function renderForm(props: Partial<LoginFormProps> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => undefined);
  render(withTessera(() => <LoginForm {...props} onSubmit={onSubmit} />));
  return {
    onSubmit,
    email: screen.getByLabelText(/E-mail/),
    password: screen.getByLabelText(/Hasło/),
    submit: screen.getByRole('button', { name: 'Zaloguj się' }),
  };
}

describe('LoginForm', () => {
  it('shows the Polish "required" messages when submitted empty, and does not submit', async () => {
    const { submit, onSubmit } = renderForm();
    fireEvent.click(submit);
    expect(await screen.findAllByText('Pole jest wymagane')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the Polish "invalid e-mail" message', async () => {
    const { email, password, submit, onSubmit } = renderForm();
    fireEvent.change(email, { target: { value: 'jan.kowalski' } });
    fireEvent.change(password, { target: { value: 'tajne' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Podaj prawidłowy adres e-mail')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('validates a field once it was left, and clears the message when fixed', async () => {
    const { email } = renderForm();
    fireEvent.blur(email);
    expect(await screen.findByText('Pole jest wymagane')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'jan@example.com' } });
    expect(screen.queryByText('Pole jest wymagane')).not.toBeInTheDocument();
  });

  it('submits trimmed values and shows progress while the promise is pending', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { email, password, submit } = renderForm({ onSubmit });
    fireEvent.change(email, { target: { value: ' jan@example.com ' } });
    fireEvent.change(password, { target: { value: 'tajne' } });
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'jan@example.com', password: 'tajne' });
    expect(await screen.findByRole('button', { name: 'Logowanie…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    finish();
    expect(await screen.findByRole('button', { name: 'Zaloguj się' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows the mapped login error (spec §8: invalidCredentials)', () => {
    renderForm({ error: { reason: 'invalidCredentials' } });
    expect(screen.getByText('Nieprawidłowy email lub hasło')).toBeInTheDocument();
  });

  it('shows the register link only when it has somewhere to go', async () => {
    renderForm({ registerHref: '/auth/register' });
    expect(screen.getByRole('link', { name: 'Zarejestruj się' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  });

  it('has no register link without a register page', async () => {
    renderForm();
    await waitFor(() => expect(screen.queryByRole('link')).not.toBeInTheDocument());
  });
});
