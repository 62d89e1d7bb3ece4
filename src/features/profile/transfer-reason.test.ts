// @vitest-environment jsdom
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { transferReason } from './transfer-reason.ts';

// §1 Languages: "Motif : Cancelled" was English on a French page.
const t = (key: string) => i18next.t(key);
beforeAll(async () => {
  await initTestI18n();
});

describe('transferReason', () => {
  it('names the backend reasons in the player language', async () => {
    await changeLanguage('fr-fr');
    expect(transferReason(t, 'Cancelled')).toBe('Annulé par le joueur');
    expect(transferReason(t, 'Approval failed')).toBe("Refusé à l'approbation");
    await changeLanguage('ar');
    expect(transferReason(t, 'Rejected')).toBe('رفضه أمين الصندوق');
  });

  it('keeps a reason a cashier typed by hand', async () => {
    await changeLanguage('fr-fr');
    expect(transferReason(t, 'Compte bloqué par la banque')).toBe('Compte bloqué par la banque');
  });
});
