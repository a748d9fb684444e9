import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useEffect, useState } from "react";
import { formatDateTime, formatLongDate } from "../../shared/format.ts";
import { Button } from "../../web/ui/button.tsx";
import { Input } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { complimentaryMembershipSchema } from "../billing/index.ts";
import { useAdminAction } from "./actions.ts";
import { adminQueries, FIRST_USER_PAGE, changeAccess, changeRole as saveRole, grantMembership } from "./queries.ts";
import { adminContract } from "./contract.ts";
import { Loading, SectionHeader, CompactSelect, StatusNotesEditor } from "./controls.tsx";
import { adminText, ROLES, USER_SORTS, type AdminOverview, type AdminUser, type UserSort } from "./schema.ts";

const SORT_LABELS: Record<UserSort, string> = { newest: "Newest first", oldest: "Oldest first", name: "Name A–Z", email: "E-mail A–Z" };

/** Waits for typing to pause before searching, so each keystroke is not a request. */
function useDebounced<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** §2 Admin: the figures and a card per profile, newest first; search, filters and pages for real volumes. */
export function UsersSection({ overview }: { overview: AdminOverview | undefined }) {
  const [search, setSearch] = useState<string>(FIRST_USER_PAGE.q);
  const [role, setRole] = useState<(typeof ROLES)[number] | "all">(FIRST_USER_PAGE.role);
  const [sort, setSort] = useState<UserSort>(FIRST_USER_PAGE.sort);
  // The cursors of the pages seen so far: "Previous" goes back without an offset scan.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const q = useDebounced(search.trim());
  useEffect(() => setCursors([undefined]), [q, role, sort]);
  const cursor = cursors.at(-1);
  const page = useQuery(adminQueries.users({ q, role, sort, cursor }));

  useEffect(() => {
    if (page.isError) toast.error(adminText.fetchFailed);
  }, [page.isError]);

  return (
    <section aria-labelledby="users-title">
      <SectionHeader id="users-title" title="Users" description="Every account, newest first." />
      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Total Users" value={overview?.users} />
        <Figure label="Admins" value={overview?.admins} />
        <Figure label="VIP members" value={overview?.members} />
      </dl>
      <form role="search" className="mb-4 flex flex-wrap items-center gap-2" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="user-search" className="sr-only">
          Search by name or e-mail
        </label>
        <Input
          id="user-search"
          type="search"
          placeholder="Search by name or e-mail"
          className="max-w-xs"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <CompactSelect aria-label="Role" value={role} onChange={(event) => setRole(event.target.value as typeof role)}>
          <option value="all">All roles</option>
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {value === "user" ? "Users" : value === "admin" ? "Admins" : "Wing women"}
            </option>
          ))}
        </CompactSelect>
        <CompactSelect aria-label="Sort" value={sort} onChange={(event) => setSort(event.target.value as UserSort)}>
          {USER_SORTS.map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </CompactSelect>
        {page.data ? (
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {page.data.total.toLocaleString("en-US")} {page.data.total === 1 ? "account" : "accounts"}
          </span>
        ) : null}
      </form>
      {page.isPending ? <Loading what="users" /> : null}
      {page.data && page.data.users.length === 0 ? (
        <div className="rounded-lg border bg-card p-10 text-center">
          <h3 className="text-lg font-semibold">{adminText.empty}</h3>
          <p className="text-sm text-muted-foreground">{q || role !== "all" ? "No account matches this search." : "No one has signed up yet."}</p>
        </div>
      ) : null}
      <ul className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
        {page.data?.users.map((user) => (
          <li key={user.userId}>
            <UserCard user={user} />
          </li>
        ))}
      </ul>
      <nav aria-label="User pages" className="mt-4 flex justify-between">
        <Button variant="outline" disabled={cursors.length <= 1} onClick={() => setCursors((list) => list.slice(0, -1))}>
          Previous
        </Button>
        <Button
          variant="outline"
          disabled={!page.data?.nextCursor}
          onClick={() => page.data?.nextCursor && setCursors((list) => [...list, page.data.nextCursor ?? undefined])}
        >
          Next
        </Button>
      </nav>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-3xl font-bold text-secondary">{value === undefined ? "–" : value.toLocaleString("en-US")}</dd>
    </div>
  );
}

const displayName = (user: AdminUser) => [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name || user.email;

function UserCard({ user }: { user: AdminUser }) {
  const name = displayName(user);
  return (
    <article className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border bg-card p-4 shadow-sm" aria-label={name}>
      <header className="flex items-start gap-3">
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" width={48} height={48} className="size-12 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-accent text-lg font-bold text-accent-foreground">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{name}</h3>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <p className="mt-1 flex flex-wrap gap-1 text-xs">
            <span className="rounded-full bg-secondary px-2 py-0.5 font-semibold capitalize text-secondary-foreground">{user.role}</span>
            {user.membership.isMember ? <span className="rounded-full bg-gold-deep px-2 py-0.5 font-semibold text-white">VIP</span> : null}
            {user.disabled ? <span className="rounded-full bg-destructive px-2 py-0.5 font-semibold text-destructive-foreground">Disabled</span> : null}
            {!user.emailVerified ? <span className="rounded-full bg-muted px-2 py-0.5 text-muted-foreground">E-mail not verified</span> : null}
          </p>
        </div>
      </header>
      <p className="line-clamp-3 text-sm">{user.bio || <span className="text-muted-foreground">No bio yet.</span>}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {user.phoneNumber ? (
          <>
            <dt>Phone</dt>
            <dd>{user.phoneNumber}</dd>
          </>
        ) : null}
        {user.zipCode ? (
          <>
            <dt>ZIP</dt>
            <dd>{user.zipCode}</dd>
          </>
        ) : null}
        <dt>Joined</dt>
        <dd>{formatDateTime(user.createdAt)}</dd>
        {user.membership.currentPeriodEnd ? (
          <>
            <dt>Membership</dt>
            <dd>
              {user.membership.isMember ? "Active" : (user.membership.status ?? "Ended")} ({user.membership.provider}) until{" "}
              {formatLongDate(user.membership.currentPeriodEnd)}
            </dd>
          </>
        ) : null}
      </dl>
      <details className="rounded-md border p-2 text-sm">
        <summary className="min-h-6 cursor-pointer font-semibold">Manage</summary>
        <UserControls user={user} name={name} />
      </details>
    </article>
  );
}

/** The select offers only ROLES. */
const roleNamed = (value: string) => ROLES.find((role) => role === value) ?? "user";

/** The grant's length; the account's e-mail comes from the row. */
const complimentaryGrantForm = complimentaryMembershipSchema.pick({ days: true });

function UserControls({ user, name }: { user: AdminUser; name: string }) {
  const grantForm = useForm({ resolver: zodResolver(complimentaryGrantForm), defaultValues: { days: 30 } });
  const changeRole = useAdminAction((role: AdminUser["role"]) => saveRole(user.userId, role), { success: "Role updated" });
  const access = useAdminAction((disabled: boolean) => changeAccess(user.userId, disabled), {
    success: user.disabled ? "Account enabled" : "Account disabled and signed out everywhere",
  });
  const grant = useAdminAction(({ days }: { days: number }) => grantMembership({ email: user.email, days }), {
    success: "Complimentary membership granted",
  });
  return (
    <div className="mt-3 grid gap-3">
      <label className="grid gap-1">
        <span className="font-medium">Role</span>
        <CompactSelect value={user.role} disabled={changeRole.isPending} onChange={(event) => changeRole.mutate(roleNamed(event.target.value))}>
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </CompactSelect>
      </label>
      <form className="flex flex-wrap items-end gap-2" onSubmit={grantForm.handleSubmit((values) => grant.mutate(values))} noValidate>
        <label className="grid gap-1">
          <span className="font-medium">Complimentary VIP (days)</span>
          <Input
            type="number"
            min={1}
            max={366}
            className="w-24"
            aria-invalid={grantForm.formState.errors.days ? true : undefined}
            {...grantForm.register("days", { valueAsNumber: true })}
          />
        </label>
        <Button type="submit" size="sm" variant="outline" disabled={grant.isPending}>
          Grant
        </Button>
        {grantForm.formState.errors.days ? (
          <p role="alert" className="basis-full text-destructive">
            {grantForm.formState.errors.days.message}
          </p>
        ) : null}
      </form>
      <StatusNotesEditor endpoint={adminContract.userNotes} id={user.userId} label={name} notes={user.adminNotes} />
      <Button
        size="sm"
        variant={user.disabled ? "outline" : "destructive"}
        disabled={access.isPending}
        onClick={() => {
          if (user.disabled || window.confirm(`Disable ${name}? They are signed out everywhere and cannot sign in until enabled.`))
            access.mutate(!user.disabled);
        }}
      >
        {user.disabled ? "Enable account" : "Disable account"}
      </Button>
    </div>
  );
}
