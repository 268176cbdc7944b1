/**
 * Fails when src/ has an import cycle: a module in a cycle may run before the module it imports
 * has finished, and a cycle means two parts of the code cannot be understood (or moved) apart.
 * Only imports that exist at run time count — `import type` and imports whose every name is a
 * type are erased — and only static ones: a lazy `import()` runs after its importer has loaded.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
// Another folder may be named, as the lint's own test does with planted cycles.
const sourceRoot = path.resolve(process.argv[2] ?? path.join(root, 'src'));

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(entryPath);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [entryPath] : [];
  });
}

function isTypeOnly(statement) {
  if (ts.isExportDeclaration(statement)) {
    const clause = statement.exportClause;
    return statement.isTypeOnly || (clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly));
  }
  const clause = statement.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

/** The src/ files this file imports at run time. */
function runtimeImports(file, known) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements
    .filter((statement) => (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && !isTypeOnly(statement))
    .map((statement) => statement.moduleSpecifier.text)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .filter((target) => known.has(target));
}

/** Tarjan's strongly connected components: each component of two or more files holds a cycle. */
function cycles(graph) {
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let counter = 0;
  function visit(node) {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node), lowLink.get(next)));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node), index.get(next)));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node).includes(node)) found.push(component.sort());
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One closed path through the component, so the report shows which imports to cut. */
function shortestLoop(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node)) {
      if (next === start) {
        const path = [];
        for (let step = node; step !== null; step = cameFrom.get(step)) path.unshift(step);
        return [...path, start];
      }
      if (members.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  throw new Error(`No loop through ${start}: not a strongly connected component`);
}

const files = sourceFiles(sourceRoot);
const known = new Set(files);
const graph = new Map(files.map((file) => [file, runtimeImports(file, known)]));
const found = cycles(graph);
const relative = (file) => path.relative(root, file);

for (const component of found) {
  console.error(`Import cycle among ${component.length} files:`);
  for (const file of component) console.error(`  ${relative(file)}`);
  console.error(`  for example: ${shortestLoop(graph, component).map(relative).join(' → ')}`);
}
if (found.length > 0) {
  console.error(`\n${found.length} import cycle(s) in ${relative(sourceRoot) || '.'}/. Move the shared piece down a layer or pass it in as a prop.`);
  process.exit(1);
}
