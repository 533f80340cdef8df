import { Lock } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "~/components/ui/input";

type PasswordInputProps = Omit<ComponentProps<typeof Input>, "type" | "icon" | "autoComplete"> & {
  /** 'current-password' lets the browser fill the saved one; 'new-password' lets it offer a new one. */
  autoComplete: "current-password" | "new-password";
};

/** The password box of the sign-up, log-in and reset forms: masked, with a lock icon. */
export function PasswordInput({ autoComplete, ...field }: PasswordInputProps) {
  return (
    <Input
      {...field}
      type="password"
      autoComplete={autoComplete}
      icon={<Lock aria-hidden="true" className="size-4" />}
    />
  );
}
