// Standalone development only (`webpack serve`): the shell loads ./App through remoteEntry.js instead.
// The dynamic import is the async boundary that lets shared modules be negotiated first.
void import('./bootstrap');
