import AxeCoreBuilder from '@axe-core/playwright';

/**
 * axe-core for the end-to-end suite: every spec imports its builder from here. It collects the violations only:
 * the tests read nothing else, and the node lists of the passes (thousands of elements on a sportsbook list) cost
 * about a third of each scan, which the suite pays some 150 times.
 */
export class AxeBuilder extends AxeCoreBuilder {
  constructor(...args: ConstructorParameters<typeof AxeCoreBuilder>) {
    super(...args);
    this.options({ resultTypes: ['violations'] });
  }
}
