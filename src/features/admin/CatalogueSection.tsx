import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { companionPath } from "../../shared/paths.ts";
import { ApiError } from "../../web/lib/api.ts";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input } from "../../web/ui/input.tsx";
import { Tip } from "../../web/ui/tooltip.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { type AdminCompanion, companionsKey } from "../companions/index.ts";
import { type CheckedCompanion, CompanionForm, type CompanionDraft, emptyDraft, nextCompanionId } from "./CompanionForm.tsx";
import { useAdminAction } from "./actions.ts";
import {
  adminKey,
  adminQueries,
  createCompanion,
  linkCompanionAccount,
  removeCompanionPhoto,
  reorderCompanionPhotos,
  updateCompanion,
  uploadCompanionPhoto,
} from "./queries.ts";
import { DataTable } from "./DataTable.tsx";
import { Loading, SectionHeader, ImageUploadField, visibilityColumn } from "./controls.tsx";

/** Loaded when an admin opens it: the calendar and the availability editor stay out of the dashboard's first JS. */
const CompanionSchedule = lazy(() => import("./CompanionSchedule.tsx"));

type Draft = CompanionDraft;

function draftOf(companion: AdminCompanion): Draft {
  return {
    id: companion.id,
    gender: companion.gender,
    name: companion.name,
    age: String(companion.age),
    location: companion.location,
    area: companion.area,
    bio: companion.bio,
    fullBio: companion.fullBio,
    specialties: companion.specialties.join(", "),
    achievements: companion.achievements.join(", "),
    personalityTraits: companion.personalityTraits.join(", "),
    languages: companion.languages.join(", "),
    interests: companion.interests.map((interest) => interest.name).join(", "),
    responseTime: companion.responseTime,
    experience: companion.experience,
    backgroundChecked: companion.backgroundChecked,
    bioEs: companion.bioEs ?? "",
    fullBioEs: companion.fullBioEs ?? "",
    achievementsEs: companion.achievementsEs?.join(", ") ?? "",
  };
}

/** The catalogue: every companion (hidden ones too), with an editor, photos and the linked account. */
export function CatalogueSection() {
  const list = useQuery(adminQueries.companions());
  // `?edit=<id>` opens that companion's editor (the link an application's new profile gives).
  const [params] = useSearchParams();
  const [editing, setEditing] = useState<string | "new" | null>(() => params.get("edit"));
  const visibility = useAdminAction(({ id, hidden }: { id: string; hidden: boolean }) => updateCompanion(id, { hidden }), {
    success: "Visibility updated",
    alsoRefresh: [companionsKey],
  });
  const companions = list.data?.companions ?? [];
  const current = companions.find((companion) => companion.id === editing);
  return (
    <section aria-labelledby="catalogue-title">
      <SectionHeader
        id="catalogue-title"
        title="Catalogue"
        description="Wing women and wing men as visitors and members see them. Hidden profiles appear nowhere on the site."
      >
        <Button onClick={() => setEditing("new")}>Add companion</Button>
      </SectionHeader>
      {editing === "new" ? <CompanionEditor key="new" companions={companions} onDone={(id) => setEditing(id)} /> : null}
      {current ? <CompanionEditor key={current.id} companion={current} companions={companions} onDone={() => setEditing(null)} /> : null}
      {list.isPending ? <Loading what="the catalogue" /> : null}
      {list.data ? (
        <DataTable<AdminCompanion>
          caption="Companions"
          rows={companions}
          rowKey={(row) => row.id}
          empty="The catalogue is empty."
          // Ids in the order people count them: 1, 2 … 10, then the wing men's m1, m2 ….
          initialSort={{ key: "id", direction: "ascending" }}
          columns={[
            { key: "id", header: "No.", sortValue: (row) => row.id, cell: (row) => <span className="tabular-nums">{row.id}</span> },
            {
              key: "photo",
              header: "Photo",
              cell: (row) =>
                row.photo ? (
                  <img src={row.photo.card.webp} alt="" width={48} height={64} loading="lazy" className="h-16 w-12 rounded object-cover" />
                ) : (
                  <span className="text-xs text-muted-foreground">None</span>
                ),
            },
            {
              key: "name",
              header: "Name",
              sortValue: (row) => row.name,
              cell: (row) => (
                <>
                  <a className="inline-flex min-h-6 items-center font-semibold text-primary underline-offset-2 hover:underline" href={companionPath(row.id)}>
                    {row.name}
                  </a>
                  <span className="block text-xs text-muted-foreground">
                    {row.gender === "woman" ? "Wing woman" : "Wing man"} · {row.age}
                  </span>
                </>
              ),
            },
            { key: "area", header: "Area", sortValue: (row) => row.area, cell: (row) => row.area },
            {
              key: "rating",
              header: "Rating",
              sortValue: (row) => row.rating,
              cell: (row) => (row.reviewCount > 0 ? `${row.rating} (${row.reviewCount})` : "–"),
            },
            {
              key: "account",
              header: "Account",
              sortValue: (row) => row.accountEmail,
              cell: (row) => row.accountEmail ?? <span className="text-muted-foreground">Not linked</span>,
            },
            visibilityColumn((row) => row.name, visibility),
            {
              key: "edit",
              header: "Edit",
              cell: (row) => (
                <Button size="sm" variant="ghost" onClick={() => setEditing(row.id)} aria-label={`Edit ${row.name}`}>
                  Edit
                </Button>
              ),
            },
          ]}
        />
      ) : null}
    </section>
  );
}

function CompanionEditor({
  companion,
  companions,
  onDone,
}: {
  companion?: AdminCompanion;
  companions: readonly AdminCompanion[];
  onDone: (id: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const suggestId = useCallback((gender: Draft["gender"]) => nextCompanionId(companions, gender), [companions]);
  const save = async ({ id, companion: input }: CheckedCompanion) => {
    if (companion) await updateCompanion(companion.id, input);
    else await createCompanion({ ...input, id });
    toast.success(companion ? "Companion updated" : "Companion added");
    await Promise.all([queryClient.invalidateQueries({ queryKey: adminKey }), queryClient.invalidateQueries({ queryKey: companionsKey })]);
    onDone(companion ? null : id);
  };

  return (
    <div className="mb-6 grid gap-4 rounded-lg border bg-card p-4">
      <h3 className="text-lg font-semibold">{companion ? `Edit ${companion.name}` : "New companion"}</h3>
      <CompanionForm
        initial={companion ? draftOf(companion) : { ...emptyDraft, id: suggestId(emptyDraft.gender) }}
        isNew={!companion}
        suggestId={suggestId}
        submitLabel={companion ? "Save changes" : "Add companion"}
        onSave={save}
        onClose={() => onDone(null)}
      />
      {companion ? (
        <>
          <PhotoManager companion={companion} />
          <AccountLink companion={companion} />
          <details className="rounded-md border p-3">
            <summary className="cursor-pointer font-semibold">Availability and calendar</summary>
            <div className="mt-3">
              <Suspense fallback={<Loading what="the schedule" />}>
                <CompanionSchedule companionId={companion.id} name={companion.name} />
              </Suspense>
            </div>
          </details>
        </>
      ) : null}
    </div>
  );
}

function PhotoManager({ companion }: { companion: AdminCompanion }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKey }), queryClient.invalidateQueries({ queryKey: companionsKey })]);
  const remove = useAdminAction((index: number) => removeCompanionPhoto(companion.id, index), {
    success: "Image removed successfully",
    alsoRefresh: [companionsKey],
  });
  const reorder = useAdminAction((order: number[]) => reorderCompanionPhotos(companion.id, order), {
    success: "Photo order saved",
    alsoRefresh: [companionsKey],
  });
  const move = (from: number, to: number) => {
    const order = companion.photos.map((_, index) => index);
    [order[from], order[to]] = [order[to] as number, order[from] as number];
    reorder.mutate(order);
  };
  const upload = async (files: File[]) => {
    let uploaded = 0;
    for (const file of files) {
      try {
        setProgress(0);
        await uploadCompanionPhoto(companion.id, file, setProgress);
        uploaded++;
      } catch (error) {
        toast.error(`${file.name} was not uploaded`, { description: error instanceof ApiError ? error.message : undefined });
      }
    }
    setProgress(null);
    if (uploaded > 0) toast.success(`${uploaded} image(s) uploaded successfully`);
    await refresh();
  };
  return (
    <section aria-label={`Photos of ${companion.name}`} className="grid gap-2">
      <h4 className="font-semibold">Photos</h4>
      <p className="text-xs text-muted-foreground">The first photo is the card picture. JPEG, PNG or WebP up to 10 MB.</p>
      <ol className="flex flex-wrap gap-3">
        {companion.photos.map((photo, index) => (
          <li key={photo.card.webp} className="grid gap-1">
            <img src={photo.card.webp} alt={photo.alt} width={96} height={128} className="h-32 w-24 rounded object-cover" />
            <div className="flex gap-1">
              <PhotoAction
                tip="Move earlier"
                label={`Move photo ${index + 1} earlier`}
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(index, index - 1)}
              >
                ←
              </PhotoAction>
              <PhotoAction
                tip="Move later"
                label={`Move photo ${index + 1} later`}
                disabled={index === companion.photos.length - 1 || reorder.isPending}
                onClick={() => move(index, index + 1)}
              >
                →
              </PhotoAction>
              <PhotoAction tip="Remove photo" label={`Remove photo ${index + 1}`} disabled={remove.isPending} onClick={() => remove.mutate(index)}>
                ✕
              </PhotoAction>
            </div>
          </li>
        ))}
      </ol>
      <ImageUploadField label="Add photos" multiple progress={progress} upload={upload} />
    </section>
  );
}

/** An icon-only photo button with the spec's 700 ms tooltip. */
function PhotoAction({ tip, label, disabled, onClick, children }: { tip: string; label: string; disabled: boolean; onClick: () => void; children: string }) {
  return (
    <Tip label={tip}>
      <Button size="sm" variant="outline" className="h-8 px-2" disabled={disabled} onClick={onClick} aria-label={label}>
        {children}
      </Button>
    </Tip>
  );
}

function AccountLink({ companion }: { companion: AdminCompanion }) {
  const [email, setEmail] = useState(companion.accountEmail ?? "");
  const link = useAdminAction(() => linkCompanionAccount(companion.id, email), {
    success: ({ outcome }) =>
      outcome === "linked"
        ? { title: "Account linked: it now answers this companion's messages" }
        : { title: "Invitation saved", description: "No verified account uses this e-mail yet: it is linked once its owner confirms the address." },
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        link.mutate(undefined);
      }}
    >
      <FormField
        label="Companion's own account (e-mail)"
        hint="A verified account with this e-mail becomes a wingwoman account and answers this companion's conversations; otherwise it is linked when its owner verifies the address."
      >
        <Input type="email" className="w-72" value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <Button type="submit" variant="outline" disabled={link.isPending || !email.trim()}>
        Link account
      </Button>
    </form>
  );
}
