import { useEffect, useState } from "react";
import { type DefaultValues, type Path, type Resolver, useForm } from "react-hook-form";
import type { AuthError } from "@/web/lib/auth-client";
import { authErrorText, type Outcome } from "@/web/lib/auth-outcome";

interface CodeFormOptions<T extends { code: string }> {
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  verify: (values: T) => Promise<{ error: AuthError | null }>;
  onVerified: () => void;
  /** Shown before the first try, e.g. where the code was sent. */
  initialMessage?: Outcome;
}

/** A form around one `code` field: focused at once, and again when the server refuses the code. */
export function useCodeForm<T extends { code: string }>({
  resolver,
  defaultValues,
  verify,
  onVerified,
  initialMessage = null,
}: CodeFormOptions<T>) {
  const [message, setMessage] = useState<Outcome>(initialMessage);
  const form = useForm<T>({ resolver, defaultValues });
  const { setFocus } = form;
  const code = "code" as Path<T>;

  useEffect(() => setFocus(code), [setFocus, code]);

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    const result = await verify(values);
    if (result.error) {
      setMessage({ tone: "error", text: authErrorText(result.error) });
      setFocus(code);
      return;
    }
    onVerified();
  });

  return { form, message, setMessage, onSubmit };
}
