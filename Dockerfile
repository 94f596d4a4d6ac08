# syntax=docker/dockerfile:1
# Pathshala: the API and the built portal on one port. Build from the repository root:
#   docker build -t pathshala .
# Configuration is the environment (README, Configuration); deploy/ runs several instances behind nginx.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS pnpm
ARG PNPM_VERSION=10.34.9
# pnpm through npm, as scripts/lib.mjs installs it (corepack's signature check fails on some registries).
RUN npm install --global "pnpm@${PNPM_VERSION}" --no-fund --no-audit
WORKDIR /app
# The workspace's manifests only, so the install layers are reused until a manifest or the lockfile changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY shell/package.json shell/
COPY student-app/package.json student-app/
COPY teacher-app/package.json teacher-app/
COPY admin-app/package.json admin-app/
COPY shared-ui/package.json shared-ui/
COPY shared-api/package.json shared-api/
COPY server/package.json server/
COPY e2e/package.json e2e/

# Everything the build needs (the browser tests' package is left out).
FROM pnpm AS build
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store --filter '!@pathshala/e2e'
COPY . .
RUN node scripts/build.mjs

# Only the server's runtime dependencies: the bundle in server/dist imports them from server/node_modules.
FROM pnpm AS server-modules
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store --prod --filter @pathshala/server

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=server-modules /app/node_modules ./node_modules
COPY --from=server-modules /app/server/node_modules ./server/node_modules
# server/launch.json holds the Node options and malloc settings; scripts/serve.mjs starts the server with them
# and passes SIGTERM on, so the server drains and closes its database pool before the container stops.
COPY server/package.json server/launch.json ./server/
COPY server/drizzle ./server/drizzle
COPY scripts/serve.mjs scripts/lib.mjs ./scripts/
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/student-app/dist ./student-app/dist
COPY --from=build /app/teacher-app/dist ./teacher-app/dist
COPY --from=build /app/admin-app/dist ./admin-app/dist
# DATA_DIR holds local uploads and the mail outbox; created here so a named volume mounted on it (or on
# its uploads folder) starts out owned by the unprivileged user.
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
USER node
EXPOSE 8080
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/serve.mjs"]
