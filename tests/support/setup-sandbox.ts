/**
 * The sandbox project's workers are threads, which end without the process's `exit` event that removes the sandboxes'
 * temporary folders (uploads, the re-seeds' file): each test file removes those it made.
 */
import { afterAll } from 'vitest';
import { removeSeedFile } from '@/sandbox/db';
import { removeTemporaryFolders } from '@/sandbox/fileStore';

afterAll(() => {
  removeTemporaryFolders();
  removeSeedFile();
});
