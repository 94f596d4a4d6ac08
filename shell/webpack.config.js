import { federatedApp } from '../webpack/federated-app.mjs';

export default federatedApp({ name: 'shell', dir: import.meta.dirname, isHost: true });
