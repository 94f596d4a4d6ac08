import { startFirstScreen } from './first-screen';
import { loadRuntimeConfig } from './runtime-config';

// The async boundary of Module Federation: shared modules are negotiated before bootstrap runs.
// The runtime registry, the first screen's page and its catalogues are fetched meanwhile, so they cost no
// extra round trip.
const runtimeConfig = loadRuntimeConfig();
startFirstScreen(window.location.pathname);

void import('./bootstrap').then(({ start }) => start(runtimeConfig));
