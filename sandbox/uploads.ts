/**
 * The uploads folder of the profile documents: `<dataDir>/uploads`, or a temporary folder (removed on
 * close, or at the latest when the process exits) for an in-memory database.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { seedFiles } from './db/seed-files';

const temporary = new Set<string>();
let exitHookInstalled = false;

function removeTemporaryFolders(): void {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  temporary.clear();
}

export class Uploads {
  readonly dir: string;
  private readonly isTemporary: boolean;

  /** `dir` undefined: a new temporary folder. */
  constructor(dir?: string) {
    this.isTemporary = dir === undefined;
    this.dir = dir === undefined ? mkdtempSync(join(tmpdir(), 'portal-sandbox-uploads-')) : resolve(dir);
    mkdirSync(this.dir, { recursive: true });
    if (this.isTemporary) {
      temporary.add(this.dir);
      if (!exitHookInstalled) {
        exitHookInstalled = true;
        process.once('exit', removeTemporaryFolders);
      }
    }
    this.writeSeedFiles(false);
  }

  /** Writes the seeded documents' files; `overwrite` false keeps files that exist. */
  private writeSeedFiles(overwrite: boolean): void {
    for (const [path, bytes] of seedFiles()) {
      const file = join(this.dir, path);
      if (!overwrite && existsSync(file)) continue;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
    }
  }

  /** After a re-seed: removes every upload and restores the seeded files. */
  reset(): void {
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    this.writeSeedFiles(true);
  }

  /** Stores an upload of a profile; answers its path relative to the folder. */
  store(profileId: number, filename: string, bytes: Uint8Array): string {
    const relative = `${profileId}/${randomUUID()}${extname(filename).toLowerCase().replace(/[^.a-z0-9]/g, '')}`;
    const file = join(this.dir, relative);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    return relative;
  }

  /** The bytes of a stored file, or undefined when it is gone. */
  read(relative: string): Buffer | undefined {
    const file = resolve(this.dir, relative);
    if (!file.startsWith(this.dir) || !existsSync(file)) return undefined;
    return readFileSync(file);
  }

  /** Removes a temporary folder; a data folder's uploads stay. */
  close(): void {
    if (!this.isTemporary) return;
    rmSync(this.dir, { recursive: true, force: true });
    temporary.delete(this.dir);
  }
}
