# Vitrine's production image (README, "Running as a service").
#
#   docker build -t vitrine .
#   docker run -p 3000:3000 -v vitrine-data:/var/lib/vitrine --stop-timeout 20 \
#     -e SITE_URL=https://www.example.com vitrine
#
# Node is the version package.json pins (the `node` devDependency; a test checks).
ARG NODE_VERSION=24.21.0

# Build: every dependency, the production build, then only what runs in production.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci runs `prepare` (the kernel's generated index), which writes nothing before the sources
# are copied; the build writes it.
COPY scripts/kernel-index.ts ./scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# BASE_PATH is baked into the build: pass the same value here and at run time.
ARG BASE_PATH=/
RUN BASE_PATH=${BASE_PATH} npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# Run: the server's sources (Node runs the TypeScript directly), the build, and the
# production dependencies, owned by root and read-only to the user that runs them.
FROM node:${NODE_VERSION}-bookworm-slim
ARG BASE_PATH=/
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    BASE_PATH=${BASE_PATH} \
    DATA_DIR=/var/lib/vitrine \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/app ./app
COPY --from=build /app/db ./db
RUN mkdir -p /var/lib/vitrine && chown node:node /var/lib/vitrine
# The official image's unprivileged user (uid 1000).
USER node
VOLUME ["/var/lib/vitrine"]
EXPOSE 3000
# Node is process 1: it handles SIGTERM itself (in-flight requests finish within
# SHUTDOWN_TIMEOUT_MS, 8 s by default, then it exits; 1 if it had to cut any).
# Docker waits 10 s by default before SIGKILL: run with --stop-timeout 20.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The flags the benchmarks measure (server/runtime-flags.ts; a test checks them).
ENTRYPOINT ["node", "--max-semi-space-size=4", "--max-old-space-size=128", "server/index.ts"]
