import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { ApiError } from "../api/client";
import { schemaErrors } from "./ui/schemaErrors";

/** The state of a settings form: values being edited, field errors, whether it is saving and whether it just saved. */
export interface SettingsForm<T> {
  values: T;
  errors: Record<string, string>;
  busy: boolean;
  saved: boolean;
  set(patch: Partial<T>): void;
  submit(event: FormEvent): void;
}

/**
 * A form over one settings object: checks it with the shared schema before sending, sends the
 * whole object, shows the server's field errors, and takes the saved (normalised) answer as
 * the new values.
 */
export function useSettingsForm<T extends object>(initial: T, schema: z.ZodType, save: (value: T) => Promise<T>): SettingsForm<T> {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  return {
    values,
    errors,
    busy,
    saved,
    set(patch) {
      setValues((v) => ({ ...v, ...patch }));
      setSaved(false);
    },
    submit(event) {
      event.preventDefault();
      const checked = schema.safeParse(values);
      if (!checked.success) {
        setErrors(schemaErrors(checked.error));
        return;
      }
      setErrors({});
      setBusy(true);
      save(values).then(
        (result) => {
          setValues(result);
          setSaved(true);
          setBusy(false);
        },
        (error: unknown) => {
          setBusy(false);
          if (!(error instanceof ApiError)) throw error;
          setErrors(Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { form: error.message });
        },
      );
    },
  };
}
