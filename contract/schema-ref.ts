// issue #39 (docs/architecture.md "Styling" point 7): declarations a page's first paint imports
// name their schemas by type only; the module holding the schemas completes them. Apart from
// contract/endpoint.ts, which is in every page's initial JS, so that these helpers load only
// with the declarations that use them.
import type { z } from 'zod';
import type { EndpointDeclaration, SchemaPart } from './endpoint';

/**
 * A schema named by its type only: a
 * declaration a page's first paint imports carries no zod value, so zod and the schemas' build
 * stay out of that page's closure. The module with the schemas completes it (`withSchemas`);
 * the server registers only completed declarations (a `SchemaRef` is not a `z.ZodType`, and
 * `registerEndpoint` refuses one at run time too).
 */
export interface SchemaRef<S extends z.ZodType> {
  readonly schemaRef: true;
  readonly __schema?: S;
}
export function schemaRef<S extends z.ZodType>(): SchemaRef<S> {
  return { schemaRef: true };
}

type RefParts<D> = {
  [K in SchemaPart]: D extends { readonly [k in K]: SchemaRef<z.ZodType> } ? K : never;
}[SchemaPart];

/** The schemas a declaration's `SchemaRef`s name, exactly those types. */
export type SchemasFor<D> = {
  readonly [K in RefParts<D>]: D extends { readonly [k in K]: SchemaRef<infer S> } ? S : never;
};

/**
 * Completes a declaration made with `schemaRef`s by its schemas (issue #39): the same method,
 * path and permission, written once; the schemas must be of the types the references name.
 */
export function withSchemas<const D extends EndpointDeclaration>(
  declaration: D,
  schemas: SchemasFor<D>,
): Omit<D, RefParts<D>> & SchemasFor<D> {
  return { ...declaration, ...schemas };
}

/** Whether a declaration still names a schema by reference only (not completed). */
export function hasSchemaRef(endpoint: EndpointDeclaration): boolean {
  return [endpoint.params, endpoint.query, endpoint.body].some(
    (part) => part !== undefined && 'schemaRef' in part,
  );
}
