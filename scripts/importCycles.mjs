// The project's import graph and its cycles, read with TypeScript's own parser and module resolution.
// Every import counts: static `import`/`export ... from`, dynamic `import()` (so `lazy()` and
// `lazyRoute()` screens close cycles too) and `import type` (shared types belong in leaf modules too).
// Used by the ESLint rule `local/no-import-cycles` (eslint.config.js), so `npm run lint` fails on a cycle;
// `node scripts/importCycles.mjs` prints every cycle of the source folders.
import ts from 'typescript';
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function compilerOptions() {
  const configPath = join(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options;
}

const options = compilerOptions();
const resolutionCache = ts.createModuleResolutionCache(ROOT, (name) => name, options);

/** The imports of one file: `{ specifier, line }` (1-based line of the import). */
export function importsOf(fileName) {
  const text = ts.sys.readFile(fileName) ?? '';
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const add = (literal) => {
    const { line } = source.getLineAndCharacterOfPosition(literal.getStart(source));
    found.push({ specifier: literal.text, line: line + 1 });
  };
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) add(expression);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) add(argument);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A specifier -> the project file it names, or undefined for packages and non-code files. */
export function resolveImport(specifier, fromFile) {
  const { resolvedModule } = ts.resolveModuleName(specifier, fromFile, options, ts.sys, resolutionCache);
  if (!resolvedModule || resolvedModule.isExternalLibraryImport) return undefined;
  const file = resolve(resolvedModule.resolvedFileName);
  if (file.endsWith('.d.ts') || file.endsWith('.d.mts') || file.includes(`${'/'}node_modules${'/'}`)) return undefined;
  return file;
}

/** Graph over every file reachable from `entries`: file -> [{ target, line }]. */
export function importGraph(entries, graph = new Map()) {
  const stack = [...entries];
  while (stack.length) {
    const file = stack.pop();
    if (graph.has(file)) continue;
    const edges = importsOf(file)
      .map(({ specifier, line }) => ({ target: resolveImport(specifier, file), line }))
      .filter((edge) => edge.target !== undefined);
    graph.set(file, edges);
    for (const edge of edges) if (!graph.has(edge.target)) stack.push(edge.target);
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file that imports itself (Tarjan). */
export function cyclicComponents(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  const connect = (start) => {
    // Iterative Tarjan, so that a deep graph cannot overflow the call stack.
    const work = [{ file: start, edge: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.file) ?? [];
      if (frame.edge < edges.length) {
        const next = edges[frame.edge++].target;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push({ file: next, edge: 0 });
        } else if (onStack.has(next)) {
          low.set(frame.file, Math.min(low.get(frame.file), index.get(next)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].file;
        low.set(parent, Math.min(low.get(parent), low.get(frame.file)));
      }
      if (low.get(frame.file) === index.get(frame.file)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        const selfImport = (graph.get(frame.file) ?? []).some((edge) => edge.target === frame.file);
        if (component.length > 1 || selfImport) components.push(new Set(component));
      }
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return components;
}

/** A shortest import path from `from` to `to` inside a component: [from, ..., to]. */
export function shortestPath(graph, component, from, to) {
  const previous = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length) {
    const current = queue.shift();
    if (current === to) break;
    for (const { target } of graph.get(current) ?? []) {
      if (component.has(target) && !previous.has(target)) {
        previous.set(target, current);
        queue.push(target);
      }
    }
  }
  const path = [];
  for (let step = to; step !== undefined; step = previous.get(step)) path.unshift(step);
  return path;
}

/** The cycle that an import of `file` closes: [file, target, ..., file]. */
export const cycleOf = (graph, component, file, target) =>
  target === file ? [file, file] : [file, ...shortestPath(graph, component, target, file)];

export const displayPath = (file) => relative(ROOT, file);

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.(tsx?|mts|mjs|js)$/.test(entry.name) && !/\.d\.m?ts$/.test(entry.name) ? [path] : [];
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folders = ['src', 'resources', 'providers', 'sandbox', 'tests', 'scripts'];
  const graph = importGraph(folders.flatMap((folder) => sourceFiles(join(ROOT, folder))));
  const components = cyclicComponents(graph);
  for (const component of components) {
    const [first] = [...component].sort();
    const { target } = graph.get(first).find((edge) => component.has(edge.target));
    process.stdout.write(
      `cycle (${component.size} files): ${cycleOf(graph, component, first, target).map(displayPath).join(' -> ')}\n`,
    );
  }
  process.stdout.write(`${components.length} import cycle(s) among ${graph.size} files\n`);
  process.exitCode = components.length ? 1 : 0;
}
