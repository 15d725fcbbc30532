// What every catalogue holds: the same keys as the default one (the specified wording), texts and
// text-making functions of the same arguments. A catalogue of another language is checked against it
// part by part.
export type CatalogueOf<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : CatalogueOf<T[K]>;
};
