// `webpack serve` settings: the shell on 3000 answers the runtime registry itself so that in development
// it loads the remotes from their own dev servers; every dev server forwards the API to the server on 8080.

/** Fixed development ports (`npm run dev`). */
export const DEV_PORTS = { shell: 3000, student: 3001, teacher: 3002, admin: 3003 };

const API_ORIGIN = 'http://localhost:8080';
export const REMOTE_NAMES = ['student', 'teacher', 'admin'];

/** /config/runtime.json as the server writes it, pointing at the remotes' dev servers. */
export function devRuntimeConfig() {
  return {
    apiBaseUrl: '/api/v1',
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`]),
    ),
  };
}

/**
 * @param {{ port: number; isHost: boolean }} options
 * @returns {import('webpack-dev-server').Configuration}
 */
export function devServerConfig({ port, isHost }) {
  return {
    port,
    static: false,
    historyApiFallback: true,
    hot: true,
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    proxy: [{ context: isHost ? ['/api', '/config'] : ['/api'], target: API_ORIGIN }],
    // The shell's page fetches remotes from other ports; remotes must allow it.
    headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
    setupMiddlewares: (middlewares) => {
      if (isHost) {
        middlewares.unshift({
          name: 'dev-runtime-config',
          path: '/config/runtime.json',
          middleware: (_request, response) => {
            response.setHeader('Content-Type', 'application/json');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(JSON.stringify(devRuntimeConfig()));
          },
        });
      }
      return middlewares;
    },
  };
}
