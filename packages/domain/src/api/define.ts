/**
 * How an endpoint is declared (once, in `endpoints/`): its run-time facts (`EndpointInfo`) and its zod schemas. The
 * server registers its routes from these (validation, serialization, guard, OpenAPI security and cache flags all come
 * from here); the client calls them through `ApiClient.call`, typed from the same declaration.
 */
import type { z } from 'zod';
import type { ClientRoute, EndpointInfo } from './endpoint.ts';

export type SuccessStatus = 200 | 201 | 204;

export type EndpointDef = EndpointInfo & {
  /** OpenAPI grouping. */
  readonly tags: readonly string[];
  readonly description?: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** The success answer under its status (exactly one of 200, 201, 204) and any refusal whose body is not `{ error }`. */
  readonly responses: Partial<Record<SuccessStatus, z.ZodType>> &
    Partial<Record<400 | 401 | 403 | 404 | 409 | 429, z.ZodType>>;
};

/** Declares an endpoint (an identity function that keeps the literal types). */
export function endpoint<const D extends EndpointDef>(definition: D): D {
  return definition;
}

type Schema<D, K extends string> = D extends { readonly [P in K]: infer S extends z.ZodType } ? S : never;
type HasKey<D, K extends string> = D extends { readonly [P in K]: z.ZodType } ? true : false;
type Field<D, K extends 'params' | 'query' | 'body'> =
  HasKey<D, K> extends true ? { [P in K]: z.input<Schema<D, K>> } : { [P in K]?: undefined };

/** What a caller sends: `params` for the path, `query`, `body`, each only where the endpoint has it. */
export type EndpointInput<D> = Field<D, 'params'> & Field<D, 'query'> & Field<D, 'body'>;
/** What the server's handler gets, after validation and defaults. */
export type EndpointParsed<D> = {
  params: HasKey<D, 'params'> extends true ? z.output<Schema<D, 'params'>> : Record<string, never>;
  query: HasKey<D, 'query'> extends true ? z.output<Schema<D, 'query'>> : Record<string, never>;
  body: HasKey<D, 'body'> extends true ? z.output<Schema<D, 'body'>> : undefined;
};

type SuccessOf<D> = D extends { readonly responses: infer R } ? Extract<keyof R, SuccessStatus> : never;
/** The success answer, as the handler returns it and the client receives it (`null` for a 204: `ZNoContent`). */
export type EndpointOutput<D> = D extends { readonly responses: infer R }
  ? SuccessOf<D> extends keyof R
    ? R[SuccessOf<D>] extends z.ZodType
      ? z.output<R[SuccessOf<D>]>
      : never
    : never
  : never;

/** The success status of a declaration (the one 2xx of its responses). */
export function successStatus(definition: EndpointDef): SuccessStatus {
  const found = ([200, 201, 204] as const).filter((status) => definition.responses[status] !== undefined);
  if (found.length !== 1)
    throw new Error(`${definition.method} ${definition.path}: declare exactly one success response`);
  return found[0] as SuccessStatus;
}

/** What a client needs to call a declaration (`endpointRoutes` in endpoint-table.ts). */
export function clientRoute(definition: EndpointDef): ClientRoute {
  const { method, path, form, oneRoutePer } = definition;
  return { method, path, ...(form ? { form } : {}), ...(oneRoutePer ? { oneRoutePer } : {}) };
}

/** The run-time facts of a declaration (what `endpoint-table.ts` holds). */
export function endpointInfo(definition: EndpointDef): EndpointInfo {
  const { method, path, access, cache, changesAccounts, changes, rateLimit, form, oneRoutePer } = definition;
  return {
    method,
    path,
    access,
    ...(cache ? { cache } : {}),
    ...(changesAccounts ? { changesAccounts } : {}),
    ...(changes ? { changes } : {}),
    ...(rateLimit ? { rateLimit } : {}),
    ...(form ? { form } : {}),
    ...(oneRoutePer ? { oneRoutePer } : {}),
  };
}
