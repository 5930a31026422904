import { startPGliteWorkerEarly } from './db/early-pglite-worker.js';

// Before anything else loads: the embedded database boots in its own thread meanwhile
// (docs/deployment.md#start-up).
startPGliteWorkerEarly(process.env);

const { ConfigError, loadConfig } = await import('./config.js');
const { openServerDatabase } = await import('./db/open-server-database.js');

async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database boots in its own thread while the rest of the server loads
  // (docs/deployment.md#start-up).
  const opening = openServerDatabase(config);
  const [{ createServer }, { describeStorage }] = await Promise.all([
    import('./server.js'),
    import('./storage/create-storage.js'),
  ]);
  const server = await createServer(config, undefined, opening);
  const { app } = server;

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: server.database.kind, dataDir: config.dataDir, storage: describeStorage(config) },
    'ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
