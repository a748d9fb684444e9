import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../shared/paths.ts";
import { Button } from "../../web/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../web/ui/dialog.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { type AdminCompanion, companionsKey } from "../companions/index.ts";
import type { AdminApplication } from "../hiring/index.ts";
import { messageOf } from "./actions.ts";
import { type CheckedCompanion, CompanionForm, type CompanionDraft, emptyDraft, nextCompanionId } from "./CompanionForm.tsx";
import { Loading } from "./controls.tsx";
import { adminKey, adminQueries, createApplicantCompanion } from "./queries.ts";

/** At most `max` characters, cut at a word: "Hospitality and events, five years…". */
function shortened(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, " ");
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length).replace(/[\s,.;:]+$/, "")}…`;
}

/** "Lena Ortiz" -> "Lena O.": the catalogue names companions by first name and initial. */
function catalogueName(fullName: string): string {
  const [first = "", ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** The catalogue entry as the application describes the applicant; the admin completes the rest. */
function companionDraftOf(application: AdminApplication, companions: readonly Pick<AdminCompanion, "id">[]): CompanionDraft {
  const county = application.areasToWork[0]?.replace(/ County$/, "") ?? "";
  return {
    ...emptyDraft,
    id: nextCompanionId(companions, emptyDraft.gender),
    name: catalogueName(application.name),
    // The lowest age of the range given ("26-30", "41+"); the admin corrects it from the interview.
    age: /^\d+/.exec(application.age ?? "")?.[0] ?? "",
    location: county,
    area: county,
    bio: shortened(application.motivation ?? "", 240),
    fullBio: application.motivation ?? "",
    specialties: "Social Companion",
    personalityTraits: application.personalityTraits.join(", "),
    experience: shortened(application.experience ?? "", 60),
    backgroundChecked: false,
  };
}

/**
 * An application's companion profile: once accepted, "Create the companion profile" opens the catalogue's
 * editor prefilled from the application; once made, a link to it in the catalogue.
 */
export function ApplicantCompanion({ application }: { application: AdminApplication }) {
  const [open, setOpen] = useState(false);
  if (application.companionId) {
    return (
      <Link
        to={`${paths.admin}?section=catalogue&edit=${encodeURIComponent(application.companionId)}`}
        className="inline-flex min-h-6 items-center text-sm font-semibold text-primary underline-offset-2 hover:underline"
      >
        Companion profile #{application.companionId}
      </Link>
    );
  }
  if (application.status !== "accepted") return null;
  return (
    <>
      <Button size="sm" className="h-auto min-h-8 justify-self-start whitespace-normal py-1 text-left" onClick={() => setOpen(true)}>
        Create the companion profile
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-3xl">
          <DialogTitle className="pr-6">Create the companion profile</DialogTitle>
          <DialogDescription>
            Prefilled from {application.name}'s application: check each field. The profile stays hidden until you show it in the catalogue; {application.email}{" "}
            is e-mailed that they were accepted.
          </DialogDescription>
          {/* Mounted while open only: every opening starts from the application again. */}
          {open ? <ApplicantCompanionForm application={application} onClose={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ApplicantCompanionForm({ application, onClose }: { application: AdminApplication; onClose: () => void }) {
  const queryClient = useQueryClient();
  const catalogue = useQuery(adminQueries.companions());
  const companions = catalogue.data?.companions;
  const suggestId = useCallback((gender: CompanionDraft["gender"]) => nextCompanionId(companions ?? [], gender), [companions]);
  if (catalogue.isPending) return <Loading what="the catalogue" />;
  if (!companions)
    return (
      <p role="alert" className="mt-4 text-sm text-destructive">
        {messageOf(catalogue.error)}
      </p>
    );

  const save = async ({ id, companion }: CheckedCompanion) => {
    const { linkedAccount } = await createApplicantCompanion(application.id, { ...companion, id });
    toast.success(`Companion profile #${id} created (hidden until you show it)`, {
      description: linkedAccount
        ? `${application.email} was told by e-mail; their account now answers this companion's messages.`
        : `${application.email} was told by e-mail, with how to make their account the companion's.`,
    });
    await Promise.all([queryClient.invalidateQueries({ queryKey: adminKey }), queryClient.invalidateQueries({ queryKey: companionsKey })]);
    onClose();
  };

  return (
    <div className="mt-4 grid gap-4">
      {application.headshotUrl ? (
        <figure className="flex items-center gap-3 text-sm">
          <img src={application.headshotUrl} alt={`Headshot of ${application.name}`} width={64} height={64} className="size-16 rounded-md object-cover" />
          <figcaption className="text-muted-foreground">The headshot becomes the profile's first photo.</figcaption>
        </figure>
      ) : (
        <p className="text-sm text-muted-foreground">No headshot: add photos from the catalogue once the profile exists.</p>
      )}
      <CompanionForm
        initial={companionDraftOf(application, companions)}
        isNew
        suggestId={suggestId}
        className="md:grid-cols-2 xl:grid-cols-2"
        submitLabel="Create the companion profile"
        savingLabel="Creating..."
        onSave={save}
        onClose={onClose}
      />
    </div>
  );
}
