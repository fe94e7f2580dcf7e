import { useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ValidationMessageKey } from '../lib/validation';

type Values<F extends string> = Record<F, string>;

export type FieldProps<F extends string> = {
  id: string;
  name: F;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
};

/**
 * A small form state for text fields validated by a zod schema on every change. A field shows its error
 * once it has been changed (or after a submit attempt), so an empty form does not open in red. Schema
 * messages are `validation.*` keys, translated here, so errors follow a language switch.
 */
export function useZodForm<F extends string, Output>(
  schema: z.ZodType<Output, Values<F>>,
  initialValues: Values<F>,
) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  // What the server said of a field's value (already in the user's language), until that value changes.
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const result = useMemo(() => schema.safeParse(values), [schema, values]);

  const fieldNames = Object.keys(initialValues) as F[];
  const isField = (name: PropertyKey | undefined): name is F =>
    typeof name === 'string' && (fieldNames as string[]).includes(name);

  const messages: Partial<Record<F, ValidationMessageKey>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = issue.path[0];
      // The first problem of a field is the one worth fixing first.
      if (isField(name) && messages[name] === undefined) {
        messages[name] = issue.message as ValidationMessageKey;
      }
    }
  }

  const fieldId = (name: F) => `${idPrefix}-${name}`;

  function field(name: F): FieldProps<F> {
    const message = touched[name] ? messages[name] : undefined;
    return {
      id: fieldId(name),
      name,
      value: values[name],
      onChange: (event) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setTouched((current) => ({ ...current, [name]: true }));
        setServerErrors((current) => ({ ...current, [name]: undefined }));
      },
      error: serverErrors[name] ?? (message ? t(message) : undefined),
    };
  }

  /**
   * Shows the server's refusal of one field on that field (a taken username, a registered address) and moves
   * the focus there; nothing when `name` is none of this form's fields.
   */
  function showServerError(name: string | undefined, text: string): void {
    if (!isField(name)) return;
    setServerErrors((current) => ({ ...current, [name]: text }));
    document.getElementById(fieldId(name))?.focus();
  }

  function handleSubmit(onValid: (data: Output) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setTouched(Object.fromEntries(fieldNames.map((name) => [name, true])) as Record<F, boolean>);
      if (result.success) {
        onValid(result.data);
        return;
      }
      const firstInvalid = fieldNames.find((name) => messages[name] !== undefined);
      if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
    };
  }

  return { field, handleSubmit, showServerError };
}
