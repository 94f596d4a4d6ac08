import { federatedApp } from '../webpack/federated-app.mjs';

export default federatedApp({
  name: 'teacher',
  dir: import.meta.dirname,
  exposes: { './App': './src/App.tsx' },
  title: 'Pathshala — Teacher (standalone)',
});
