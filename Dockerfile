FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY client/package.json client/
COPY packages/contract/package.json packages/contract/
COPY packages/sdk/package.json packages/sdk/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
# node_modules/@autoexport/contract links here: the compiled contract the server imports.
COPY --from=build /app/packages/contract/package.json ./packages/contract/package.json
COPY --from=build /app/packages/contract/dist ./packages/contract/dist
COPY --from=build /app/dist ./dist
COPY --from=build /app/client/dist ./client/dist
COPY --from=build /app/client/dist-server ./client/dist-server
COPY --from=build /app/client/package.json ./client/package.json
EXPOSE 3000
# The API (migrating on start unless MIGRATE=off); `node dist/src/worker.js` runs the workers and
# `node dist/src/migrate.js` the one-shot migration step (docker-compose.yml).
CMD ["node", "dist/src/main.js"]
