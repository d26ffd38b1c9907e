# Single-container image: built SPA, migrations applied at start-up.
#   docker build -t porchlight .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://... -e PUBLIC_URL=https://... porchlight
FROM node:24-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json prisma.config.ts ./
COPY scripts ./scripts
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
COPY --from=build /app/package.json /app/package-lock.json /app/prisma.config.ts ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/src ./src
COPY --from=build /app/jobs ./jobs
COPY --from=build /app/prisma ./prisma
# The process runs as the image's unprivileged `node` user: the code stays root's (read-only to
# it), and only the data folder (local recordings, or an embedded PostgreSQL) is its own.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Variables come from `docker run -e/--env-file`; a .env mounted at /app/.env is read too.
CMD ["node_modules/.bin/tsx", "--env-file-if-exists=.env", "src/server/main.ts"]
