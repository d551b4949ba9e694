/** The browser's side of the file allowlist: a chosen file's name and first bytes, checked before any upload. */
import { SNIFF_BYTES, detectFileType } from '@/providers/fileTypes';

/** FileReader, not Blob.arrayBuffer(): every supported browser (and jsdom) has it. */
function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, SNIFF_BYTES));
  });
}

/** Whether the portal takes the file; one that cannot even be read (removed from disk meanwhile) is not taken. */
export async function isAllowedFile(file: File): Promise<boolean> {
  try {
    return detectFileType(file.name, await readHead(file)) !== undefined;
  } catch {
    return false;
  }
}
