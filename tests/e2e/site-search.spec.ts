import { expect, test } from './fixtures.ts';
import { pageInLanguage, seriousViolations } from './helpers.ts';

// docs/product.md §2 Sportsbook, §5 Search text: the site's one search, from the phone's tab bar and the desktop
// header on any page: one field finds a team's match of the feed and the games by name. French on a phone, Arabic on a
// desktop (the team's pair).

const languages = [
  { lang: 'fr-fr', viewport: { width: 390, height: 844 }, opener: 'tab', dialog: 'Rechercher', field: 'Rechercher une équipe, un match, une compétition ou un jeu', games: 'Jeux', none: 'Aucun jeu ne porte ce nom.' },
  { lang: 'ar', viewport: { width: 1366, height: 860 }, opener: 'header', dialog: 'البحث', field: 'ابحث عن فريق أو مباراة أو مسابقة أو لعبة', games: 'الألعاب', none: 'لا توجد لعبة بهذا الاسم.' },
] as const;

for (const language of languages) {
  test(`${language.lang} at ${language.viewport.width} px: from any page, one field finds a team's match and a game by name`, async ({ browser }) => {
    test.setTimeout(90_000);
    const { context, page } = await pageInLanguage(browser, language.lang, language.viewport);
    const answer = await page.request.get('/api/sportsbook/events?section=prematch&sport=1&limit=5');
    const team = ((await answer.json()) as { items: { home: { name: string } }[] }).items[0].home.name;
    await page.goto('/slots/casino');
    const opener =
      language.opener === 'tab'
        ? page.getByRole('navigation', { name: /.+/ }).getByRole('link', { name: 'Chercher' })
        : page.getByTestId('header-search');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: language.dialog });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('combobox', { name: language.field });
    await expect(field).toBeFocused();

    // A team of the feed: its match is offered.
    await field.fill(team);
    await expect(dialog.getByRole('option', { name: new RegExp(team) }).first()).toBeVisible();
    // No game has a team's name.
    await expect(dialog.getByTestId('site-search-games')).toContainText(language.none);

    // A game's name: the games are listed below the sportsbook's results, each a link to its page.
    await field.fill('Mighty');
    const games = dialog.getByRole('region', { name: language.games });
    const game = games.getByRole('link').first();
    await expect(game).toContainText(/Mighty/i);
    expect(await seriousViolations(page)).toEqual([]);
    // Six tabs on a phone and one more header button on a desktop: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await game.click();
    await expect(page).toHaveURL(/\/slots\/[^/]+\/[^/]+$/);
    await expect(dialog).toHaveCount(0);
    await context.close();
  });
}
