import { createI18n } from '@tessera/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { TesseraProvider } from '../TesseraProvider/TesseraProvider';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';
import { RegistrationOutcome } from './RegistrationOutcome';

const i18n = createI18n({ language: 'pl' });

// One provider instance across rerenders, so the form keeps its state when its props change.
const inPolish = (children: ReactNode) => <TesseraProvider i18n={i18n}>{children}</TesseraProvider>;

function renderForm(props: Partial<RegisterFormProps> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => undefined);
  const view = render(inPolish(<RegisterForm {...props} onSubmit={onSubmit} />));
  const fields = {
    email: screen.getByLabelText(/E-mail/),
    name: screen.getByLabelText(/^Imię/),
    surname: screen.getByLabelText(/^Nazwisko/),
    password: screen.getByLabelText(/^Hasło/),
    repeatPassword: screen.getByLabelText(/^Powtórz hasło/),
  };
  const fill = (values: Partial<Record<keyof typeof fields, string>>) => {
    for (const [name, value] of Object.entries(values)) {
      fireEvent.change(fields[name as keyof typeof fields], { target: { value } });
    }
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
  return { ...view, onSubmit, fields, fill, submit };
}

const valid = {
  email: ' anna@example.com ',
  name: ' Anna ',
  surname: 'Nowak',
  password: 'dlugie-haslo',
  repeatPassword: 'dlugie-haslo',
};

describe('RegisterForm', () => {
  it('asks for every field when submitted empty, and does not submit', async () => {
    const { submit, onSubmit } = renderForm();
    submit();
    expect(await screen.findAllByText('Pole jest wymagane')).toHaveLength(5);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('spec §5: registration passwords must be identical', async () => {
    const { fill, submit, onSubmit, fields } = renderForm();
    fill({ ...valid, repeatPassword: 'dlugie-hasl0' });
    submit();
    expect(await screen.findByText('Hasła muszą być identyczne')).toBeInTheDocument();
    expect(fields.repeatPassword).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the client’s minimum password length and says it up front', async () => {
    const { fill, submit, onSubmit } = renderForm({ minPasswordLength: 14 });
    expect(screen.getByText('Co najmniej 14 znaków.')).toBeInTheDocument();
    fill(valid);
    submit();
    expect(await screen.findByText('Hasło musi mieć co najmniej 14 znaków')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('never asks for fewer than 6 characters', () => {
    renderForm({ minPasswordLength: 3 });
    expect(screen.getByText('Co najmniej 6 znaków.')).toBeInTheDocument();
  });

  it('submits trimmed values', async () => {
    const { fill, submit, onSubmit } = renderForm();
    fill(valid);
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'anna@example.com',
      name: 'Anna',
      surname: 'Nowak',
      password: 'dlugie-haslo',
      repeatPassword: 'dlugie-haslo',
    });
    expect(await screen.findByRole('button', { name: 'Załóż konto' })).toBeInTheDocument();
  });

  it('register 400 accountExists: the message above the form, the e-mail field marked', async () => {
    const { fill, submit, fields, rerender, onSubmit } = renderForm();
    fill(valid);
    submit();
    rerender(inPolish(<RegisterForm onSubmit={onSubmit} error={{ reason: 'accountExists' }} />));
    expect(
      screen.getByText(
        'Konto z tym adresem e-mail już istnieje. Zaloguj się albo podaj inny adres.',
      ),
    ).toBeInTheDocument();
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    fill({ email: 'inna@example.com' });
    expect(fields.email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s password problem on its field until the field changes', async () => {
    const { fill, submit, fields, rerender, onSubmit } = renderForm();
    fill(valid);
    submit();
    rerender(
      inPolish(
        <RegisterForm
          onSubmit={onSubmit}
          error={{ reason: 'invalidFields', fields: { password: { code: 'passwordTooCommon' } } }}
        />,
      ),
    );
    expect(
      screen.getByText('To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.'),
    ).toBeInTheDocument();
    expect(fields.password).toHaveAttribute('aria-invalid', 'true');
    fill({ password: 'inne-dlugie-haslo', repeatPassword: 'inne-dlugie-haslo' });
    expect(
      screen.queryByText('To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.'),
    ).not.toBeInTheDocument();
  });

  it('links to login when it has somewhere to go', () => {
    renderForm({ loginHref: '/auth/login' });
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('names the client the account is created in', () => {
    renderForm({ clientName: 'Demo' });
    expect(screen.getByText('Zakładasz konto w środowisku Demo.')).toBeInTheDocument();
  });
});

describe('RegistrationOutcome', () => {
  it('waitingForAdminApproval: says the account waits for an admin', () => {
    render(
      withTessera(() => (
        <RegistrationOutcome status="waitingForAdminApproval" loginHref="/auth/login" />
      )),
    );
    expect(
      screen.getByRole('heading', { name: 'Konto czeka na zatwierdzenie' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/dopóki nie zatwierdzi go administrator/)).toBeInTheDocument();
  });

  it('active: may log in now, with a link to login', () => {
    const onNavigate = vi.fn();
    render(
      withTessera(() => (
        <RegistrationOutcome status="active" loginHref="/auth/login" onNavigate={onNavigate} />
      )),
    );
    expect(screen.getByRole('heading', { name: 'Konto zostało założone' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Przejdź do logowania' }));
    expect(onNavigate).toHaveBeenCalledWith('/auth/login');
  });
});
