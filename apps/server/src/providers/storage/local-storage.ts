import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { assertObjectKey } from './object-key';
import type { StorageProvider } from './storage-provider';

/** Files under `root` (DATA_DIR/files); uploads arrive through our own signed PUT route. */
export async function createLocalStorage(root: string): Promise<StorageProvider> {
  const tempDir = join(root, '.tmp');
  await mkdir(tempDir, { recursive: true });
  const pathOf = (key: string) => {
    assertObjectKey(key);
    return join(root, key);
  };

  return {
    kind: 'local',
    bucket: basename(root),
    tempDir,
    async putFile(key, filePath) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(filePath, target);
      } catch (error) {
        // A temp file on another disk (jobs may write to os.tmpdir()) is copied instead.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(filePath, target);
        await rm(filePath, { force: true });
      }
    },
    async openRead(key) {
      const path = pathOf(key);
      await stat(path);
      return createReadStream(path);
    },
    async readHead(key, bytes) {
      const handle = await open(pathOf(key), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async stat(key) {
      try {
        return { size: (await stat(pathOf(key))).size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async presignPut() {
      return null;
    },
  };
}
