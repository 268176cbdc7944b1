/**
 * Route schema compilers shared by every app built in one process. Routes declare their
 * schemas once, at module level, so each app would compile the same objects again: the test
 * suite builds a hundred apps per worker, and compiling was a fifth of each build.
 *
 * Validators: one Ajv per set of shared schemas and options (the compiler's own pool), and Ajv
 * keeps what it compiled by schema object. Serializers: kept here by schema object per set of
 * options, as fast-json-stringify keeps nothing.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

const buildValidator = AjvCompiler();

const serializerFactory = SerializerSelector();
const serializersByOptions = new Map<string, WeakMap<object, ReturnType<ReturnType<typeof serializerFactory>>>>();

const buildSerializer: typeof serializerFactory = (externalSchemas, options) => {
  const compile = serializerFactory(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options]);
  const compiled = serializersByOptions.get(key) ?? new WeakMap();
  serializersByOptions.set(key, compiled);
  return (route) => {
    if (typeof route.schema !== 'object' || route.schema === null) return compile(route);
    let serializer = compiled.get(route.schema);
    if (!serializer) {
      serializer = compile(route);
      compiled.set(route.schema, serializer);
    }
    return serializer;
  };
};

export const sharedSchemaCompilers = { buildValidator, buildSerializer };
