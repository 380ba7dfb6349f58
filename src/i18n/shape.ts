/** The same keys as T, every leaf a string: what a translation of T must provide. */
export type MessagesShape<T> = { [K in keyof T]: T[K] extends string ? string : MessagesShape<T[K]> };
