import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { cn } from "~/lib/cn";
import { dismissToast, useToasts } from "~/lib/toast-store";

/** Renders the toasts raised with `toast()`: title, description, and a destructive variant. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={5000}>
      {toasts.map((item) => {
        const destructive = item.variant === "destructive";
        const Icon = destructive ? CircleAlert : CircleCheck;
        return (
          <ToastPrimitive.Root
            key={item.id}
            type={destructive ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            data-variant={item.variant ?? "default"}
            className={cn(
              "group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
              "data-[swipe=end]:translate-x-full",
              destructive ? "border-red-200 bg-red-600 text-white" : "border-slate-200 bg-white text-ink",
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn("mt-0.5 size-5 shrink-0", destructive ? "text-white" : "text-emerald-600")}
            />
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
              {item.description ? (
                <ToastPrimitive.Description
                  className={cn("text-sm", destructive ? "text-red-50" : "text-slate-600")}
                >
                  {item.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Close"
              className={cn(
                "absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100",
                destructive ? "text-white" : "text-slate-500",
              )}
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
