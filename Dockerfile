# Self-hosting Styleshelf on any container host, from Next.js's standalone output (README: Deploying).
# It runs the embedded defaults unless told otherwise: PGlite and blobs under /data (mount a volume),
# in-memory rate limits, the local analyzers. Set DATABASE_URL, SITE_URL, AUTH_SECRET, EMAIL_SERVER and
# the rest from .env.example with `docker run -e` for a real deployment. CI runs the same standalone
# server (.ci/standalone-smoke.sh).
#   docker build -t styleshelf . && docker run -p 3000:3000 -v styleshelf-data:/data styleshelf

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# The install runs `prisma generate` (postinstall), which reads the schema.
COPY package.json package-lock.json ./
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund
COPY . .
RUN NEXT_OUTPUT=standalone npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data
# The traced server (with prisma/migrations, prisma/seed-images and content/), then what it serves as files.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
# The seeded embedded data folder `npm run build` made: a first start copies it instead of initdb.
COPY --from=build /app/.next/embedded-template ./.next/embedded-template
# The text-reading worker's bundle (lib/extraction/text-thread.ts): style checks read texts off the event loop.
COPY --from=build /app/.next/text-thread.cjs ./.next/text-thread.cjs
COPY --from=build /app/public ./public
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
CMD ["node", "server.js"]
