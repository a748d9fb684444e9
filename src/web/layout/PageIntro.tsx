import type { ReactNode } from "react";

/** The heading block every page starts with. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl px-4 pb-6 pt-14 text-center sm:px-6">
      <h1 className="text-4xl font-bold text-secondary sm:text-5xl">{title}</h1>
      {lead ? <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</p> : null}
      {children}
    </section>
  );
}
