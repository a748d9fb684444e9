import { Toaster as Sonner, toast } from "sonner";

/** The app's toasts (sonner); failures use `toast.error` and read as destructive. */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton />;
}

export { toast };
