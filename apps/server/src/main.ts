import { buildApp } from './app';
import { ConfigError, hasBuiltWebApp, loadConfig, productionRefusals, usesDevSecret } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './db/seed/seed-demo';
import { createStorage } from './providers/storage/create-storage';

async function main(): Promise<void> {
  const config = loadConfig();
  const refusals = productionRefusals(config);
  if (refusals.length > 0) throw new ConfigError(refusals.join('\n'));
  const handle = await openDatabase(config);
  await runMigrations(handle);
  // One file store for the seed (demo archive files) and the app.
  const storage = await createStorage(config);
  const seeded = config.seedDemo ? await seedDemoData(handle.db, { storage }) : false;

  const app = await buildApp({ config, db: handle.db, storage });
  app.log.info(
    { database: handle.kind, dataDir: handle.kind === 'pglite' ? config.dataDir : undefined, seeded },
    'database ready',
  );
  if (config.isProduction && usesDevSecret(config)) {
    app.log.warn(
      'APP_SECRET is not set: SMS codes and captchas are hashed with the public development secret',
    );
  }
  if (config.isProduction && config.operator.missing.length > 0) {
    app.log.warn(
      `${config.operator.missing.join(', ')} not set: the legal texts (/mobile/policy, /mobile/protocol, …) show 【未配置：…】 in their place (docs/deploy.md)`,
    );
  }
  if (config.isProduction && !config.timestamp) {
    app.log.warn(
      'TSA_URL not set: vote evidence gets no RFC 3161 time-stamps and the result pages say 未接入可信时间戳服务，证据未经外部锚定 (docs/deploy.md)',
    );
  }
  if (!hasBuiltWebApp(config)) app.log.warn(`web app not built (${config.webDist}); run \`npm run build\``);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`共治 server listening on ${config.publicUrl} (bound to ${config.host}:${config.port})`);
}

main().catch((error: unknown) => {
  // A setting the operator must fix is one plain line each, not a stack trace.
  if (error instanceof ConfigError) {
    for (const line of error.message.split('\n')) console.error(`server refused to start: ${line}`);
    process.exit(1);
  }
  console.error('server failed to start', error);
  process.exit(1);
});
