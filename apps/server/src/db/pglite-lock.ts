import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in DATA_DIR naming the process that has the embedded database open. */
export const PGLITE_LOCK_FILE = 'pglite.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims DATA_DIR for this process before PGlite opens it. PGlite has no lock of its own: a second
 * process (the server started twice, or `npm run admin` beside a running server) would open the same
 * files with its own buffers, and their writes would overwrite each other. A file left by a process
 * that no longer runs (a crash, SIGKILL) is taken over. Returns the release, to call after closing.
 */
export function claimDataDir(dataDir: string): () => void {
  const path = join(dataDir, PGLITE_LOCK_FILE);
  const own = String(process.pid);
  try {
    writeFileSync(path, own, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder))
      throw new Error(
        `数据目录 ${dataDir} 正被进程 ${holder} 使用（多半是正在运行的服务器），请先停止它 / ` +
          `DATA_DIR is in use by process ${holder} (a running server?): stop it first; ` +
          `if no such process uses it, delete ${path}`,
      );
    writeFileSync(path, own);
  }
  return () => {
    try {
      if (readFileSync(path, 'utf8').trim() === own) unlinkSync(path);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
