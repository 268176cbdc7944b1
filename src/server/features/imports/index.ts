export { createImport, type NewImport } from './imports.commands.ts';
export { runImport, type ImportContext } from './imports.run.ts';
export { importDto } from './imports.queries.ts';
