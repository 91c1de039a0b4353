# One image recipe for every Node service; docker-compose picks the service with the SERVICE build arg.
# The build stage compiles the whole workspace once (better-sqlite3 needs a C++ toolchain).
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile \
    && TURBO_TELEMETRY_DISABLED=1 pnpm exec turbo run build --output-logs=errors-only

FROM node:20-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE} DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
CMD ["sh", "-c", "exec node services/${SERVICE}/dist/main.js"]
