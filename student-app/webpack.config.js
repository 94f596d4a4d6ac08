import { federatedApp } from '../webpack/federated-app.mjs';

export default federatedApp({
  name: 'student',
  dir: import.meta.dirname,
  exposes: { './App': './src/App.tsx' },
  title: 'Pathshala — Student (standalone)',
});
