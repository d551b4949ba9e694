/**
 * Precompressed siblings for the built portal: `file.br` (Brotli 11) and `file.gz` (gzip 9) next to every text file of
 * dist/ above MIN_COMPRESS_BYTES, each only when it is smaller. `npm start` (sandbox/static.ts) and a production web
 * server (nginx `brotli_static` / `gzip_static`) send them by Accept-Encoding, with no compression per request.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';
import { COMPRESSIBLE_EXTENSIONS, MIN_COMPRESS_BYTES, SUFFIX, type Encoding } from '../sandbox/encoding';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Bytes of one file: as built, and of each sibling written (absent when not smaller). */
export interface Precompressed {
  file: string;
  size: number;
  br?: number;
  gzip?: number;
}

const compressors: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/** Writes the siblings of one file; a file under MIN_COMPRESS_BYTES gets none. */
export async function precompressFile(file: string): Promise<Precompressed> {
  const bytes = await readFile(file);
  const result: Precompressed = { file, size: bytes.length };
  if (bytes.length < MIN_COMPRESS_BYTES) return result;
  for (const encoding of ['br', 'gzip'] as const) {
    const compressed = await compressors[encoding](bytes);
    if (compressed.length >= bytes.length) continue;
    await writeFile(file + SUFFIX[encoding], compressed);
    result[encoding] = compressed.length;
  }
  return result;
}

/** The text files of `dir`; dot folders (Vite's manifest in .vite/) are build metadata, not served. */
async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE_EXTENSIONS.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(dir, file)
          .split(sep)
          .some((part) => part.startsWith('.')),
    );
}

/**
 * Precompresses every text file of `dir`, a few at a time (zlib works on libuv's thread pool, one core each), largest
 * first: Brotli 11 on the entry chunk alone takes about two seconds, and must not start last.
 */
export async function precompressDir(
  dir: string,
  parallel = Math.min(4, availableParallelism()),
): Promise<Precompressed[]> {
  const files = await compressibleFiles(dir);
  const sizes = new Map(await Promise.all(files.map(async (file) => [file, (await stat(file)).size] as const)));
  const queue = files.sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0));
  const results: Precompressed[] = [];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) results.push(await precompressFile(file));
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** The Vite plugin: precompresses dist/ once the build has written it. */
export function precompress(): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    async writeBundle(options) {
      if (!options.dir) return;
      const started = performance.now();
      const results = await precompressDir(options.dir);
      const compressed = results.filter((result) => result.br !== undefined || result.gzip !== undefined);
      const total = (key: 'size' | Encoding) =>
        compressed.reduce((sum, result) => sum + (result[key] ?? result.size), 0);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger?.info(
        `precompressed ${compressed.length} files in ${seconds} s: ${kib(total('size'))} -> br ${kib(total('br'))}, gzip ${kib(total('gzip'))}`,
      );
    },
  };
}
