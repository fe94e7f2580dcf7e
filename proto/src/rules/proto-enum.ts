/**
 * A closed set declared as a proto enum (proto/app), as the rest of the code reads it: its values in the
 * .proto's order, without the zero value (`…_UNSPECIFIED`, "not given"). The generated object maps each name
 * to itself (the loader's `enums: String`), so the names are the values stored and shown.
 */
export function enumValues<const E extends Record<string, string>>(protoEnum: E) {
  type Value = Exclude<E[keyof E], `${string}_UNSPECIFIED`>;
  const values = Object.values(protoEnum).filter((value) => !value.endsWith('_UNSPECIFIED')) as Value[];
  if (values.length === 0) throw new Error('a closed set needs at least one value');
  return values as unknown as readonly [Value, ...Value[]];
}

type Given<V extends string> = Exclude<V, `${string}_UNSPECIFIED`>;

/**
 * A proto enum field as read from a request or an answer: undefined where it was not given (the zero value).
 * A number the .proto does not name arrives as that number (the loader keeps it); it comes back as a string
 * that is none of the values, for the reader's own check to refuse.
 */
export function given<V extends string>(value: V | number | undefined): Given<V> | undefined {
  if (typeof value === 'number') return String(value) as Given<V>;
  return value === undefined || value.endsWith('_UNSPECIFIED') ? undefined : (value as Given<V>);
}

/** A proto enum field an answer always carries: its value, or an error naming the field when it came without. */
export function required<V extends string>(value: V, field: string): Given<V> {
  const known = given(value);
  if (known === undefined) throw new Error(`an answer came without its ${field}`);
  return known;
}

/**
 * A closed-set value as a person's client sent it (any case, or one of the set's aliases): the value,
 * undefined when blank (the owner's default applies), or null when it is none of them.
 */
export function closedValue<V extends string>(
  values: readonly V[],
  input: string,
  aliases: Readonly<Record<string, V>> = {},
): V | undefined | null {
  const key = input.trim().toLowerCase();
  if (!key) return undefined;
  return values.find((value) => value.toLowerCase() === key) ?? aliases[key] ?? null;
}

/** A stored value read back as one of its set: undefined when it is none of them (sent as not given). */
export function knownValue<V extends string>(values: readonly V[], value: unknown): V | undefined {
  return values.find((candidate) => candidate === value);
}
