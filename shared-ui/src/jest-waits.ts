// '@pathshala/shared-ui/jest-waits': how long `findBy…` and `waitFor` wait for a screen to get where a test
// expects it. Testing Library's default, one second, is a timing budget in disguise: on a CI box whose two cores
// run the suite beside everything else, a screen that is right can take longer than that to render. Speed is
// measured by the bench, never by a test.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
