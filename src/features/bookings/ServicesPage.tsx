import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { SERVICES } from "../../web/content/services.tsx";

export const meta = () => pageMeta("Services", "Social companion, event partner, city guide, date coaching, conversation practice and confidence building.");

export default function ServicesPage() {
  return (
    <>
      <PageIntro title="Our Services" lead="Six ways our wing women and wing men help you shine socially, always in public venues." />
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <Icon aria-hidden className="size-8 text-primary" />
                  <CardTitle as="h2">{title}</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col">
                  <p className="flex-1 text-muted-foreground">{text}</p>
                  <Button asChild variant="outline" className="mt-4">
                    <Link to={paths.contact} state={{ category: title }} aria-label={`Book This Service: ${title}`}>
                      Book This Service
                    </Link>
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <Link to={paths.contact}>Get Started Today</Link>
          </Button>
        </div>
        <section aria-labelledby="notice-title" className="mx-auto mt-10 max-w-3xl rounded-lg border border-gold/50 bg-[#fdf6e7] p-6">
          <h2 id="notice-title" className="flex items-center gap-2 text-xl font-bold text-[#6b4a10]">
            <AlertTriangle aria-hidden className="size-5" /> Important Notice
          </h2>
          <p className="mt-2 text-[#5a3e0d]">
            Wingmate offers social coaching and companionship in public venues only. Our service is strictly non-sexual; any request otherwise ends the booking
            without refund. Companions are independent contractors aged 21 or over, and we operate under State of Florida regulations.
          </p>
        </section>
      </div>
    </>
  );
}
