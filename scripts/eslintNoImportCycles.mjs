// ESLint rule `local/no-import-cycles`: an import that closes a cycle of the project's modules is an
// error, dynamic `import()` included (see scripts/importCycles.mjs). The graph is read once per run.
import { resolve } from 'node:path';
import { cycleOf, cyclicComponents, displayPath, importGraph, importsOf, resolveImport } from './importCycles.mjs';

const graph = new Map();
let components;
let known = 0;

/** The cyclic components of the graph reachable from every file linted so far. */
function componentOf(file) {
  importGraph([file], graph);
  if (!components || graph.size !== known) {
    components = cyclicComponents(graph);
    known = graph.size;
  }
  return components.find((component) => component.has(file));
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between project modules, counting dynamic import()' },
    schema: [],
    messages: { cycle: 'Import cycle: {{cycle}}' },
  },
  create(context) {
    return {
      Program(node) {
        const file = resolve(context.filename);
        const component = componentOf(file);
        if (!component) return;
        for (const { specifier, line } of importsOf(file)) {
          const target = resolveImport(specifier, file);
          if (!target || !component.has(target)) continue;
          const path = cycleOf(graph, component, file, target);
          context.report({
            node,
            loc: { start: { line, column: 0 }, end: { line, column: 1 } },
            messageId: 'cycle',
            data: { cycle: path.map(displayPath).join(' -> ') },
          });
        }
      },
    };
  },
};

export default { rules: { 'no-import-cycles': noImportCycles } };
