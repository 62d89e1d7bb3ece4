import AxeCoreBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core for the end-to-end suite: every spec imports its builder from here. It collects the violations only:
 * the tests read nothing else, and the node lists of the passes (thousands of elements on a sportsbook list) cost
 * about a third of each scan, which the suite pays some 150 times.
 *
 * A page without cross-origin frames is scanned in one pass inside the page (axe's legacy mode): the default mode
 * opens a blank page per scan to merge the frames' results, measured at 2 to 4 times the scan itself (/sport/Home
 * 12.2 s against 3.0 s on the loaded machine, the same violations). A page showing another origin's frame (a game,
 * an embed) keeps the default mode, the only one that reaches into such a frame.
 */
export class AxeBuilder extends AxeCoreBuilder {
  readonly #page: Page;

  constructor(...args: ConstructorParameters<typeof AxeCoreBuilder>) {
    super(...args);
    this.#page = args[0].page;
    this.options({ resultTypes: ['violations'] });
  }

  override async analyze(): ReturnType<AxeCoreBuilder['analyze']> {
    const origin = (url: string) => (url.startsWith('http') ? new URL(url).origin : null);
    const own = origin(this.#page.url());
    const foreignFrame = this.#page.frames().some((frame) => {
      const frameOrigin = origin(frame.url());
      return frameOrigin !== null && frameOrigin !== own;
    });
    this.setLegacyMode(!foreignFrame);
    return super.analyze();
  }
}
