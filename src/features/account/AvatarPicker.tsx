import { Camera } from "lucide-react";
import { useRef, useState } from "react";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useText } from "../../web/i18n/text.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { initialsOf } from "../../web/lib/initials.ts";
import { uploadAvatar } from "./queries.ts";
import { Button } from "../../web/ui/button.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { AVATAR_MAX_BYTES } from "./schema.ts";
import type settings from "./settings.messages.en.ts";

/** The profile picture, with an upload button (and its progress) when `editing`. */
export function AvatarPicker({ editing, avatarUrl, name }: { editing: boolean; avatarUrl: string | null; name: string }) {
  const { refresh } = useAuth();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const t = useText<typeof settings>();
  const say = useSentence();
  const failed = (description: string) => toast.error(t("avatar.uploadError"), { description });

  const upload = async (file: File) => {
    if (!file.type.startsWith("image/")) return failed(t("avatar.notImage"));
    if (file.size > AVATAR_MAX_BYTES) return failed(t("avatar.tooLarge"));
    setProgress(0);
    try {
      await uploadAvatar(file, setProgress);
      await refresh();
      toast.success(t("avatar.uploaded"));
    } catch (error) {
      failed(error instanceof ApiError ? say(error) : t("avatar.failed"));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div className="relative w-fit shrink-0">
      <div className="grid size-20 place-items-center overflow-hidden rounded-full bg-accent text-2xl font-bold text-accent-foreground">
        {avatarUrl ? <img src={avatarUrl} alt={t("avatar.alt", { name })} className="size-full object-cover" /> : initialsOf(name)}
      </div>
      {editing ? (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label={t("avatar.upload")}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <Button
            size="icon"
            variant="secondary"
            className="absolute -bottom-1 -right-1 size-8 rounded-full"
            aria-label={t("avatar.change")}
            onClick={() => input.current?.click()}
            disabled={progress !== null}
          >
            <Camera aria-hidden />
          </Button>
        </>
      ) : null}
      {progress !== null ? (
        <progress className="mt-2 block w-20" max={100} value={progress} aria-label={t("avatar.progress")}>
          {progress}%
        </progress>
      ) : null}
    </div>
  );
}
