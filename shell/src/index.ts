import { loadRuntimeConfig } from './runtime-config';

// The async boundary of Module Federation: shared modules are negotiated before bootstrap runs.
// The runtime registry is fetched meanwhile, so it costs no extra round trip.
const runtimeConfig = loadRuntimeConfig();

void import('./bootstrap').then(({ start }) => start(runtimeConfig));
