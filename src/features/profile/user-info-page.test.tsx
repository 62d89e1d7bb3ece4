// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import type { User } from '../../api/accounts.ts';
import { getGetUserInfoMockHandler, getGetUserMockHandler, getUpdateUserInfoMockHandler, getUpdateUserMockHandler } from '../../api/testing.ts';
import { toastsStore } from '../../stores/toasts.ts';
import { renderScreen, startScreenKit } from '../../testing/render-screen.tsx';
import UserInfoPage from './user-info-page.tsx';

// §5 Account changes that ask for the password: the personal-details page changes the e-mail only with the current password.
startScreenKit();

const user = {
  id: 7,
  login: 'amira@example.test',
  currency: 'TND',
  firstName: 'Amira',
  lastName: 'Ben Ali',
  role: 'P',
  username: 'amira',
  balance: '10.00',
  parent: null,
  email: 'amira@example.test',
  dateJoined: '2026-01-01T00:00:00.000Z',
  isSelfRegistered: true,
  userTypes: 'self-registered',
  bonusBalance: '0.00',
  emailVerified: true,
};
const info = { first_name: 'Amira', last_name: 'Ben Ali', date_of_birth: null, mobile_number: '', postal_code: '', street_address: '', country: '', city: '' };
const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

function renderPage(patchAnswers: Response[]) {
  const patches: unknown[] = [];
  // The generated handlers answer the page's calls (CONVENTIONS 9); the case at hand overrides them.
  const api = [
    getGetUserMockHandler(user as User),
    getGetUserInfoMockHandler(info),
    getUpdateUserMockHandler(async ({ request }) => {
      patches.push(await request.json());
      // An error answer is thrown: msw sends a thrown Response as it is.
      const answer = patchAnswers.shift()!;
      if (!answer.ok) throw answer;
      return (await answer.json()) as User;
    }),
  ];
  renderScreen(<UserInfoPage />, { route: '/profile/user-info', viewport: 'desktop', api });
  return patches;
}

const emailForm = () => screen.getByRole('form', { name: i18next.t('profile.email.submit') });

describe('profile/user-info: changing the e-mail (§5 Account changes that ask for the password)', () => {
  it('needs the current password: refused locally without it, a wrong one shown under its input, then changed', async () => {
    const incorrect = { code: 'incorrect_password', message: 'The password is incorrect.', errors: [{ field: 'current_password', code: 'incorrect_password', message: 'The password is incorrect.' }] };
    const patches = renderPage([json(incorrect, 400), json({ ...user, email: 'new@example.test', login: 'new@example.test' })]);
    expect(await screen.findByText(i18next.t('profile.email.current', { email: 'amira@example.test' }))).toBeTruthy();
    const form = emailForm();
    fireEvent.change(within(form).getByLabelText(i18next.t('profile.email.newEmail')), { target: { value: 'new@example.test' } });
    fireEvent.click(within(form).getByRole('button', { name: i18next.t('profile.email.submit') }));
    expect(await within(form).findByText(i18next.t('errors.field.required'))).toBeTruthy();
    expect(patches).toEqual([]);

    fireEvent.change(within(form).getByLabelText(i18next.t('profile.email.currentPassword')), { target: { value: 'not-it' } });
    fireEvent.click(within(form).getByRole('button', { name: i18next.t('profile.email.submit') }));
    expect(await within(form).findByText(i18next.t('errors.field.incorrect_password'))).toBeTruthy();
    expect(patches).toEqual([{ email: 'new@example.test', current_password: 'not-it' }]);

    fireEvent.change(within(form).getByLabelText(i18next.t('profile.email.currentPassword')), { target: { value: 'Abc#123x' } });
    fireEvent.click(within(form).getByRole('button', { name: i18next.t('profile.email.submit') }));
    await waitFor(() => expect(toastsStore.items).toEqual([expect.objectContaining({ type: 'success', messageKey: 'profile.email.changed', values: { email: 'new@example.test' } })]));
    expect(await screen.findByText(i18next.t('profile.email.current', { email: 'new@example.test' }))).toBeTruthy();
  });
});

describe('profile/user-info: the personal details (§3 User info, §5 field messages, §7 info updated)', () => {
  const stored = { ...info, city: 'Tunis', middle_name: '', gender: '' as const, house_number: '', contact_language: '', document_series: '', document_number: '', registration_address: '' };

  function renderDetails(answers: Response[]) {
    const patches: unknown[] = [];
    const api = [
      getGetUserMockHandler(user as User),
      getGetUserInfoMockHandler(stored),
      getUpdateUserInfoMockHandler(async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        const answer = answers.shift()!;
        if (!answer.ok) throw answer;
        return { ...stored, ...body };
      }),
    ];
    renderScreen(<UserInfoPage />, { route: '/profile/user-info', viewport: 'desktop', api });
    return patches;
  }
  const detailsForm = () => screen.getByRole('form', { name: i18next.t('profile.userInfo.submit') });

  it('shows the account read-only, sends only the changed fields, names a server refusal under its input, then says info updated', async () => {
    const refused = { code: 'validation_error', message: 'Invalid input.', errors: [{ field: 'document_number', code: 'invalid', message: 'Use letters and digits.' }] };
    const patches = renderDetails([json(refused, 400), json({})]);
    const readOnly = await screen.findByTestId('user-info-read-only');
    expect(within(readOnly).getByText('amira')).toBeTruthy();
    expect(within(readOnly).getByText('amira@example.test')).toBeTruthy();
    expect(within(readOnly).getByText('TND')).toBeTruthy();
    await within(detailsForm()).findByDisplayValue('Tunis');

    // Nothing changed: nothing is sent.
    fireEvent.click(within(detailsForm()).getByRole('button', { name: i18next.t('profile.userInfo.submit') }));
    await waitFor(() => expect(toastsStore.items).toEqual([expect.objectContaining({ type: 'info', messageKey: 'profile.userInfo.unchanged' })]));
    expect(patches).toEqual([]);

    // An emptied first name is named under its input, and nothing is sent.
    fireEvent.change(within(detailsForm()).getByLabelText(i18next.t('profile.userInfo.firstName')), { target: { value: ' ' } });
    fireEvent.click(within(detailsForm()).getByRole('button', { name: i18next.t('profile.userInfo.submit') }));
    expect(await within(detailsForm()).findByText(i18next.t('profile.field.required'))).toBeTruthy();
    expect(patches).toEqual([]);
    fireEvent.change(within(detailsForm()).getByLabelText(i18next.t('profile.userInfo.firstName')), { target: { value: 'Amira' } });

    fireEvent.change(within(detailsForm()).getByLabelText(i18next.t('profile.userInfo.middleName')), { target: { value: 'Salma' } });
    fireEvent.change(within(detailsForm()).getByLabelText(i18next.t('profile.userInfo.gender')), { target: { value: 'female' } });
    fireEvent.change(within(detailsForm()).getByLabelText(i18next.t('profile.userInfo.documentNumber')), { target: { value: 'X 123' } });
    fireEvent.click(within(detailsForm()).getByRole('button', { name: i18next.t('profile.userInfo.submit') }));
    expect(await within(detailsForm()).findByText(i18next.t('errors.field.invalid'))).toBeTruthy();
    expect(patches).toEqual([{ middle_name: 'Salma', gender: 'female', document_number: 'X 123' }]);

    fireEvent.click(within(detailsForm()).getByRole('button', { name: i18next.t('profile.userInfo.submit') }));
    await waitFor(() => expect(toastsStore.items).toContainEqual(expect.objectContaining({ type: 'success', messageKey: 'profile.userInfo.updated' })));
    expect(patches).toHaveLength(2);
  });

  function setOnline(online: boolean): void {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  }

  it('keeps what the player typed through a 500 and an offline submit, and sends nothing by itself when the network returns (§8)', async () => {
    const patches = renderDetails([new Response(null, { status: 500 }), Response.error(), json({})]);
    await screen.findByRole('form', { name: i18next.t('profile.userInfo.submit') });
    await within(detailsForm()).findByDisplayValue('Tunis');
    const city = within(detailsForm()).getByLabelText(i18next.t('profile.userInfo.city'));
    const middleName = within(detailsForm()).getByLabelText(i18next.t('profile.userInfo.middleName'));
    fireEvent.change(city, { target: { value: 'Sousse' } });
    fireEvent.change(middleName, { target: { value: 'Salma' } });
    const submit = () => fireEvent.click(within(detailsForm()).getByRole('button', { name: i18next.t('profile.userInfo.submit') }));

    // A 500 without a body: the default message, the typed values still in their fields.
    submit();
    await waitFor(() => expect(toastsStore.items).toContainEqual(expect.objectContaining({ type: 'error', messageKey: 'errors.defaultMessage' })));
    expect(patches).toHaveLength(1);
    expect((city as HTMLInputElement).value).toBe('Sousse');
    expect((middleName as HTMLInputElement).value).toBe('Salma');

    // Offline: the request fails at once with the network's message; nothing is held to go out later.
    toastsStore.items.splice(0);
    setOnline(false);
    onlineManager.setOnline(false);
    try {
      submit();
      await waitFor(() => expect(toastsStore.items).toContainEqual(expect.objectContaining({ type: 'error', messageKey: 'errors.network_error' })));
      expect(patches).toHaveLength(2);
      expect((city as HTMLInputElement).value).toBe('Sousse');
      expect((middleName as HTMLInputElement).value).toBe('Salma');
    } finally {
      setOnline(true);
      onlineManager.setOnline(true);
    }
    // Back online: the player's next tap sends what they typed, once; a save held offline would have gone out too.
    submit();
    await waitFor(() => expect(toastsStore.items).toContainEqual(expect.objectContaining({ type: 'success', messageKey: 'profile.userInfo.updated' })));
    expect(patches).toHaveLength(3);
    expect(patches[2]).toEqual({ city: 'Sousse', middle_name: 'Salma' });
  });
});
