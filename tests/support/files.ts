import { closeSync, ftruncateSync, openSync, writeSync } from "node:fs";

/**
 * Replaces a file's bytes in place, through a descriptor of our own: a process that
 * has the file open sees the new bytes, as it would after real damage (renaming the
 * file away would leave it reading the old inode).
 */
export function overwriteInPlace(file: string, bytes: Buffer): void {
  const fd = openSync(file, "r+");
  try {
    ftruncateSync(fd, bytes.length);
    writeSync(fd, bytes, 0, bytes.length, 0);
  } finally {
    closeSync(fd);
  }
}
