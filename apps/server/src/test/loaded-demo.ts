import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loadDemoOnFirstStart } from '../demo/load-demo.js';
import { FileStorage } from '../storage/file-storage.js';
import { insertUser } from './factories.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * For the suite it is called in: a PGlite test app with the demo building loaded as on a
 * first start, its files stored in a scratch folder named after `name`; both go after the
 * suite. The app is `.t` of the answer, once the suite has started.
 */
export function withLoadedDemo(name: string): { readonly t: TestApp } {
  const loaded = {} as { t: TestApp };
  let storageDir: string | undefined;
  beforeAll(async () => {
    loaded.t = await createTestApp('pglite');
    storageDir = fs.mkdtempSync(`/tmp/${name}-`);
    const admin = await insertUser(loaded.t.db, { role: 'admin' });
    await loadDemoOnFirstStart(
      loaded.t.db,
      new FileStorage(path.join(storageDir, 'storage')),
      admin.id,
    );
  }, 120_000);
  afterAll(async () => {
    await loaded.t?.close();
    if (storageDir) fs.rmSync(storageDir, { recursive: true, force: true });
  });
  return loaded;
}
