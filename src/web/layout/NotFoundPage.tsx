import { Link } from "react-router";
import { paths } from "../../shared/paths.ts";
import { pageMeta } from "../lib/meta.ts";
import { Button } from "../ui/button.tsx";

export const meta = () => pageMeta("Page not found", "This page does not exist. Browse Wingmate companions, services and events from the home page.");

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold text-secondary">Oops! Page not found</h1>
      <p className="mt-3 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </section>
  );
}
