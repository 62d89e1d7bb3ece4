// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getChangePasswordMockHandler } from '../../api/testing.ts';
import { renderScreen, startScreenKit, type ScreenOptions } from '../../testing/render-screen.tsx';
import ChangePasswordPage from './change-password-page.tsx';

startScreenKit();
const renderPage = (api: ScreenOptions['api'] = []) => renderScreen(<ChangePasswordPage />, { route: '/profile/change-password', viewport: 'desktop', api });

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('profile/change-password (§5)', () => {
  it('shows the rules, refuses a mismatched repeat locally without any call, then sends old and new only', async () => {
    const sent: unknown[] = [];
    renderPage([getChangePasswordMockHandler(async ({ request }) => (sent.push(await request.json()), { detail: 'ok' }))]);
    expect(screen.getAllByText(/5 to 40|5 à 40/).length).toBeGreaterThan(0);
    fill(/^current password$|^mot de passe actuel$/i, 'old-pass');
    fill(/^new password$|^nouveau mot de passe$/i, 'New#pass456');
    fill(/^repeat the new password$|^répétez le nouveau mot de passe$/i, 'New#pass457');
    fireEvent.click(screen.getAllByRole('button', { name: /change password|changer le mot de passe/i }).at(-1)!);
    expect(await screen.findByText(/passwords do not match|ne correspondent pas/i)).toBeTruthy();
    expect(sent).toEqual([]);

    fill(/^repeat the new password$|^répétez le nouveau mot de passe$/i, 'New#pass456');
    fireEvent.click(screen.getAllByRole('button', { name: /change password|changer le mot de passe/i }).at(-1)!);
    await waitFor(() => expect(sent).toEqual([{ old_password: 'old-pass', new_password: 'New#pass456' }]));
  });

  it('toggles the visibility of a password', () => {
    renderPage();
    const input = screen.getByLabelText(/^new password$|^nouveau mot de passe$/i) as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getAllByRole('button', { pressed: false })[1]);
    expect(input.type).toBe('text');
  });
});
