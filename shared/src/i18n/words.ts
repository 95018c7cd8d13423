/**
 * The shape another language's catalogue must have: the English catalogue's keys, each string widened to any
 * string, each function with the same parameters, each list with as many entries. A key missing in French
 * (or one French has and English does not) fails the typecheck.
 */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Words<R>
    : T extends object
      ? { readonly [K in keyof T]: Words<T[K]> }
      : T;
