import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Log In or Sign Up", "Log in or create your Wingmate account.");

export default function AuthPage() {
  return (
    <PageIntro title={"Log In or Sign Up"} lead={"Sign in to your Wingmate account or create one."}>
      <NotYetOpen>Accounts open with the accounts release.</NotYetOpen>
    </PageIntro>
  );
}
