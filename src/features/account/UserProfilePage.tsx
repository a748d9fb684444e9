import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("My Profile", "Your Wingmate member profile.");

export default function UserProfilePage() {
  return (
    <PageIntro title={"My VIP Profile"} lead={"Your details, picture and subscription."}>
      <NotYetOpen>Your profile page opens with the accounts release.</NotYetOpen>
    </PageIntro>
  );
}
