# The site in a container: `docker compose up -d` (compose.yaml), data in the /data volume.
# Stage 1 builds a release (scripts/release.js): the built site with production dependencies only.
FROM node:24-slim AS release
# git names the release by its commit; the compiler builds the optional Node 20 SQLite driver.
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates git python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run release -- --out /out && mv "$(find /out -mindepth 1 -maxdepth 1 -type d)" /site

# Stage 2 runs it: no compiler, no sources, no build tools.
FROM node:24-slim
# The users PDF draws any script a user types with DejaVu Sans (README, Set-up).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data DATABASE_URL=file:/data/app.db
WORKDIR /app
COPY --from=release /site ./
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/index.js"]
