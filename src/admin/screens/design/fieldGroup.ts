/**
 * One part of the styles as the design form edits it (the whole styles, the header, the footer…):
 * its value, how a change to some of its fields is made, whether it can be changed, and where its
 * fields' errors are found. Each section component takes one, so none repeats the wiring.
 */
export interface FieldGroup<T> {
  value: T;
  /** Changes the fields named, keeping the others. */
  onChange: (change: Partial<T>) => void;
  isDisabled: boolean;
  /** The whole form's errors, by the field's path ("footer.email"). */
  errors: Record<string, string>;
  /** Where this part sits in the styles ("" for the styles themselves). */
  path: string;
}

function pathOf(group: FieldGroup<unknown>, key: string): string {
  return group.path === "" ? key : `${group.path}.${key}`;
}

/** A part of a group that holds fields of its own (the styles' header, a shadow's distance), as a group. */
export function partOf<T, K extends keyof T & string>(group: FieldGroup<T>, key: K): FieldGroup<T[K]> {
  return {
    value: group.value[key],
    onChange: (change) => group.onChange({ [key]: { ...group.value[key], ...change } } as unknown as Partial<T>),
    isDisabled: group.isDisabled,
    errors: group.errors,
    path: pathOf(group, key),
  };
}

/** The props one field of a group takes: its value, its change, its error and whether it can be changed. */
export function fieldOf<T, K extends keyof T & string>(group: FieldGroup<T>, key: K) {
  return {
    value: group.value[key],
    onChange: (value: T[K]) => group.onChange({ [key]: value } as unknown as Partial<T>),
    error: group.errors[pathOf(group, key)],
    isDisabled: group.isDisabled,
  };
}
