import path from 'node:path';

/** DATA_DIR resolved against the working folder; `./data` when unset or empty. */
export const dataDirFrom = (env: NodeJS.ProcessEnv, cwd: string): string =>
  path.resolve(cwd, env.DATA_DIR || './data');
