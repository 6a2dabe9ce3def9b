import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { preloadAuthClient } from "@/lib/session/auth-client";

/**
 * A small form hook for the auth screens, validated by the shared zod contract schemas.
 *
 * Why not react-hook-form here: on its own it weighs ≈12.7 kB gzip, which the 150 kB first-load budget of
 * /sign-in cannot carry next to React and TanStack Router/Query. The auth forms are 1–5 text
 * fields, so this covers exactly what they need with RHF's semantics: validate on submit, then re-validate
 * a field as it changes (or on blur first with mode "onTouched"), focus the first invalid field, keep
 * `isSubmitting` while the async submit runs. The zod schemas load on first validation (or on
 * `preload()`, wired to the form's first focus), so zod is not in the first load either.
 * Larger forms elsewhere in the app can keep using react-hook-form in their own code-split routes.
 */

type Contracts = typeof import("@contracts/auth/schemas");
export type ContractSchemaName = {
  [K in keyof Contracts]: Contracts[K] extends { _zod: unknown } ? K : never;
}[keyof Contracts];

let contracts: Promise<Contracts> | undefined;
function loadContracts() {
  contracts ??= import("@contracts/auth/schemas");
  contracts.catch(() => {
    contracts = undefined;
  });
  return contracts;
}

/** Warms up what a form needs once the visitor starts using it: the zod schemas and the auth client. */
export function preloadFormDeps() {
  void loadContracts().catch(() => {});
  preloadAuthClient();
}

export type FieldErrors<T> = Partial<Record<keyof T, { message: string }>>;

type Issue = { path: PropertyKey[]; message: string };
type SafeParse<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };

async function validate<T>(name: ContractSchemaName, values: T): Promise<SafeParse<T>> {
  const schema = (await loadContracts())[name] as unknown as { safeParse: (v: unknown) => SafeParse<T> };
  return schema.safeParse(values);
}

function firstErrors<T>(issues: Issue[]): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "") as keyof T;
    if (!errors[key]) errors[key] = { message: issue.message };
  }
  return errors;
}

export function useZodForm<T extends Record<string, string>>({
  schema,
  defaultValues,
  mode = "onSubmit",
}: {
  schema: ContractSchemaName;
  defaultValues: T;
  mode?: "onSubmit" | "onTouched";
}) {
  const [values, setValues] = useState<T>(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const valuesRef = useRef(values);
  const submitted = useRef(false);
  const busy = useRef(false);
  const touched = useRef(new Set<keyof T>());
  const elements = useRef(new Map<keyof T, HTMLElement | null>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const validateField = useCallback(
    async (field: keyof T) => {
      const result = await validate<T>(schema, valuesRef.current);
      if (!mounted.current) return;
      const fieldError = result.success ? undefined : firstErrors<T>(result.error.issues)[field];
      setErrors((prev) => {
        if (prev[field]?.message === fieldError?.message) return prev;
        const next = { ...prev };
        if (fieldError) next[field] = fieldError;
        else delete next[field];
        return next;
      });
    },
    [schema],
  );

  const setValue = useCallback(
    (field: keyof T, value: string) => {
      valuesRef.current = { ...valuesRef.current, [field]: value };
      setValues(valuesRef.current);
      if (submitted.current || (mode === "onTouched" && touched.current.has(field))) void validateField(field);
    },
    [mode, validateField],
  );

  const blur = (field: keyof T) => {
    touched.current.add(field);
    if (mode === "onTouched" && !submitted.current) void validateField(field);
  };

  /** Props for a text input: name, value, onChange, onBlur, ref. */
  const register = (field: keyof T & string) => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(field, e.target.value),
    onBlur: () => blur(field),
    ref: (el: HTMLElement | null) => {
      elements.current.set(field, el);
    },
  });

  /** Props for a custom control (value + onChange(value)). */
  const control = (field: keyof T & string) => ({
    value: values[field],
    onChange: (value: string) => setValue(field, value),
    onBlur: () => blur(field),
    inputRef: (el: HTMLInputElement | null) => {
      elements.current.set(field, el);
    },
  });

  const handleSubmit = (onValid: (data: T) => Promise<unknown> | unknown) => async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy.current) return;
    busy.current = true;
    submitted.current = true;
    try {
      const result = await validate<T>(schema, valuesRef.current);
      if (!result.success) {
        const next = firstErrors<T>(result.error.issues);
        setErrors(next);
        const firstInvalid = (Object.keys(valuesRef.current) as (keyof T)[]).find((k) => next[k]);
        if (firstInvalid) elements.current.get(firstInvalid)?.focus();
        return;
      }
      setErrors({});
      setSubmitting(true);
      await onValid(result.data);
    } finally {
      busy.current = false;
      if (mounted.current) setSubmitting(false);
    }
  };

  // a field refused by the server while the form is submitting is disabled: it takes the focus once enabled again
  const pendingFocus = useRef<keyof T | null>(null);
  useEffect(() => {
    if (isSubmitting || pendingFocus.current === null) return;
    elements.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  }, [isSubmitting]);
  const setError = (field: keyof T, error: { message: string }) => {
    setErrors((prev) => ({ ...prev, [field]: error }));
    const el = elements.current.get(field);
    if (el && !(el as HTMLInputElement).disabled) el.focus();
    else pendingFocus.current = field;
  };

  const reset = (next: T = defaultValues) => {
    valuesRef.current = next;
    submitted.current = false;
    touched.current.clear();
    setValues(next);
    setErrors({});
  };

  return { values, errors, isSubmitting, register, control, handleSubmit, setError, setValue, reset };
}
