// '@pathshala/shared-ui/jest-i18n': every component test starts in English with each catalogue its imports
// registered already loaded, so a screen renders its texts at once (a test switches with setLanguage('bn')).
import { setLanguage } from './i18n/catalogs';

beforeEach(async () => {
  await setLanguage('en');
});
