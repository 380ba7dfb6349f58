/** The same keys as T, every leaf a string: what a translation of T must provide. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
