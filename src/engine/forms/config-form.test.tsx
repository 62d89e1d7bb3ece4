// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginForm } from '../../../config/forms/login.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { toastsStore } from '../../stores/toasts.ts';
import { renderWithUi } from '../../ui/testing.tsx';
import { ConfigForm } from './config-form.tsx';

// The form's schema (and zod) is not loaded with the page: the first focus starts loading it, and a submit
// waits for it; if it cannot load, nothing is sent and what was typed stays.
beforeAll(async () => {
  await initTestI18n();
});
afterEach(() => {
  toastsStore.items.splice(0);
});

/** The login form, with a schema loader the test holds back or fails (a new object: its own load). */
function declare(load: () => Promise<unknown>) {
  return { ...loginForm, schema: vi.fn(() => load().then(() => loginForm.schema())) };
}

const username = () => screen.getByLabelText(i18next.t('auth.signIn.username'));
const password = () => screen.getByLabelText(i18next.t('auth.signIn.password'));
const submitButton = () => screen.getByRole('button', { name: i18next.t('auth.signIn.submit') });

describe('ConfigForm with a lazily loaded schema', () => {
  it('renders without loading the schema, starts loading it on the first focus, once', async () => {
    const form = declare(async () => undefined);
    renderWithUi(<ConfigForm form={form} onSubmit={async () => undefined} />);
    expect(username()).toBeTruthy();
    expect(form.schema).not.toHaveBeenCalled();
    act(() => username().focus());
    act(() => password().focus());
    expect(form.schema).toHaveBeenCalledTimes(1);
  });

  it('a submit before the schema arrives waits for it, then checks locally and sends nothing invalid', async () => {
    let release!: () => void;
    const form = declare(() => new Promise<void>((resolve) => (release = resolve)));
    const onSubmit = vi.fn(async () => undefined);
    renderWithUi(<ConfigForm form={form} onSubmit={onSubmit} />);
    fireEvent.change(username(), { target: { value: 'player1' } });
    fireEvent.click(submitButton());
    await act(async () => release());
    expect(await screen.findByText(i18next.t('errors.field.required'))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(password(), { target: { value: 'player1-pass' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'player1', password: 'player1-pass' }));
    expect(form.schema).toHaveBeenCalledTimes(1);
  });

  it('when the schema cannot load: a network toast, nothing sent, values kept, and the next submit tries again', async () => {
    let fail = true;
    const form = declare(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
    });
    const onSubmit = vi.fn(async () => undefined);
    renderWithUi(<ConfigForm form={form} onSubmit={onSubmit} />);
    fireEvent.change(username(), { target: { value: 'player1' } });
    fireEvent.change(password(), { target: { value: 'player1-pass' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(toastsStore.items.map((toast) => toast.messageKey)).toContain('errors.network_error'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect((username() as HTMLInputElement).value).toBe('player1');

    fail = false;
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'player1', password: 'player1-pass' }));
    expect(form.schema).toHaveBeenCalledTimes(2);
  });
});

describe('ConfigForm field direction (§1 Languages: Arabic is right to left)', () => {
  it('lets a typed value set a text field direction but keeps a password in the page direction, beside its show button', () => {
    renderWithUi(<ConfigForm form={declare(async () => undefined)} onSubmit={async () => undefined} />);
    expect(username().getAttribute('dir')).toBe('auto');
    expect(password().hasAttribute('dir')).toBe(false);
  });
});
