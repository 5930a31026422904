/** The end-to-end tests start the built server the same way the tools do. */
export {
  REPO_ROOT,
  type ServerProcess,
  startServerProcess,
} from '../../tools/lib/server-process.js';
