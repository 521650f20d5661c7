import 'reflect-metadata';
import { inspect } from 'node:util';
import { createApp } from './app.factory.js';
import { redactText } from './common/logging/redact.js';
import { ConfigError, loadConfig } from './config/config.js';
import { checkDependencies, DependencyUnavailableError, prepareDatabase } from './database/startup.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const say = (message: string) => console.log(`[startup] ${message}`);
  await checkDependencies(config);
  await prepareDatabase(config, say);
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  say(`Serving the API, its docs (${config.publicUrl}/api/docs) and the web client on port ${config.port}.`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DependencyUnavailableError) {
    console.error(`\nCannot start:\n${error.message}\n`);
  } else {
    // Not through pino (it may not exist yet), but redacted all the same: a URL's password, an email, a token.
    console.error(`Cannot start: ${redactText(inspect(error))}`);
  }
  process.exit(1);
});
