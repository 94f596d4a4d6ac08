import { federatedApp } from '../webpack/federated-app.mjs';

export default federatedApp({
  name: 'admin',
  dir: import.meta.dirname,
  exposes: { './App': './src/App.tsx' },
  title: 'Pathshala — Admin (standalone)',
});
