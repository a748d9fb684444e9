import { LegalArticle, legalText, sectionsOf } from "./legal.tsx";
import { Link } from "react-router";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { paths } from "../../shared/paths.ts";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () =>
  pageMeta(
    "Privacy Policy",
    "What Wingmate collects, why, who we share it with, and how to download or delete your data. Essential cookies only; we never sell personal information.",
  );

const SECTIONS = [
  { id: "information-we-collect", title: "Information We Collect" },
  { id: "how-we-use", title: "How We Use Information" },
  { id: "how-we-share", title: "How We Share Information" },
  { id: "data-security", title: "Data Security" },
  { id: "your-rights", title: "Your Rights" },
  { id: "cookies", title: "Cookies" },
  { id: "third-party-services", title: "Third-Party Services" },
  { id: "children", title: "Children's Privacy" },
  { id: "data-retention", title: "Data Retention" },
  { id: "international-transfers", title: "International Data Transfers" },
  { id: "california", title: "California Privacy Rights" },
  { id: "changes", title: "Changes to This Policy" },
  { id: "contact", title: "Contact Us" },
] as const;

const PolicySection = sectionsOf(SECTIONS);

export default function PrivacyPage() {
  return (
    <>
      <PageIntro title={"Privacy Policy"} lead={"What we collect, why we collect it, and the control you have over your information at Wingmate."} />
      <LegalArticle
        sections={SECTIONS}
        intro={
          <p className="mt-6 leading-relaxed">
            Wingmate ("we", "us" or "our") provides social coaching and companionship in public venues across South Florida. We collect only what we need to run
            the service, and we never sell your personal information. This policy explains the details in plain English.
          </p>
        }
      >
        <PolicySection id="information-we-collect">
          <p className={legalText.paragraph}>Depending on how you use Wingmate, we collect the following information.</p>

          <h3 className={legalText.subheading}>Your account</h3>
          <p className={legalText.paragraph}>
            Your full name, e-mail address, phone number and password. We never store your password itself; we keep only an argon2id hash of it, which cannot be
            turned back into the password.
          </p>

          <h3 className={legalText.subheading}>Your profile</h3>
          <p className={legalText.paragraph}>First and last name, phone number, ZIP code, a short bio and an avatar image, if you add them.</p>

          <h3 className={legalText.subheading}>Member public profile</h3>
          <p className={legalText.paragraph}>
            If you create a member profile, we store your display name, bio, location, age, interests and up to 3 images. You can also add a phone number or
            e-mail address; these are shown to others only if you choose to show them.
          </p>

          <h3 className={legalText.subheading}>Bookings and consultation requests</h3>
          <p className={legalText.paragraph}>Your name, e-mail address, phone number, preferred dates, location and any requests you make.</p>

          <h3 className={legalText.subheading}>Messages and reviews</h3>
          <p className={legalText.paragraph}>The messages you exchange with companions and the reviews you write.</p>

          <h3 className={legalText.subheading}>Hiring applications</h3>
          <p className={legalText.paragraph}>If you apply to work with us, the details in your application, including your headshot.</p>

          <h3 className={legalText.subheading}>Event interests</h3>
          <p className={legalText.paragraph}>The events you tell us you are interested in.</p>

          <h3 className={legalText.subheading}>Rizz generator</h3>
          <p className={legalText.paragraph}>
            What you type into the rizz generator is used to produce conversation lines for you. It is not stored with your account.
          </p>

          <h3 className={legalText.subheading}>Technical information</h3>
          <p className={legalText.paragraph}>
            A session cookie that keeps you signed in, and the IP address and browser user agent recorded with each sign-in session. We also keep short-lived
            rate-limit counters to protect the site from abuse.
          </p>
        </PolicySection>

        <PolicySection id="how-we-use">
          <p className={legalText.paragraph}>We use your information to:</p>
          <ul className={legalText.list}>
            <li>Create and secure your account and keep you signed in.</li>
            <li>Arrange, confirm and manage your bookings and consultation requests.</li>
            <li>Run VIP membership, messaging, saved profiles, reviews and member profiles.</li>
            <li>Process payments, refunds and cancellations.</li>
            <li>Send you service e-mails such as verification, booking confirmations and account notices.</li>
            <li>Review hiring applications.</li>
            <li>Keep the service safe, prevent fraud and abuse, and enforce our Terms of Service.</li>
            <li>Answer your questions and meet our legal and accounting obligations.</li>
          </ul>
        </PolicySection>

        <PolicySection id="how-we-share">
          <p className={legalText.paragraph}>We share information only when it is needed to provide the service:</p>
          <ul className={legalText.list}>
            <li>
              <strong>Companions</strong> see the messages you send them and the details of bookings made with them.
            </li>
            <li>
              <strong>Stripe</strong>, our payment processor, handles your card payments.
            </li>
            <li>
              <strong>Our e-mail delivery provider</strong> sends the e-mails we write to you.
            </li>
            <li>
              <strong>Our file storage provider</strong> stores uploaded images such as avatars, profile images and headshots.
            </li>
            <li>
              <strong>Authorities</strong>, when we are required to by law or to protect someone's safety.
            </li>
          </ul>
          <p className={legalText.paragraph}>
            <strong>We never sell your personal information.</strong>
          </p>
        </PolicySection>

        <PolicySection id="data-security">
          <p className={legalText.paragraph}>We take reasonable steps to protect your information, including:</p>
          <ul className={legalText.list}>
            <li>HTTPS encryption for all traffic between your browser and Wingmate.</li>
            <li>Passwords stored only as argon2id hashes.</li>
            <li>Private storage for hiring headshots, which are never publicly accessible.</li>
            <li>Access to personal data limited to staff who need it.</li>
            <li>An audit log of administrative actions.</li>
          </ul>
          <p className={legalText.paragraph}>
            No system is perfectly secure, but we work hard to keep your information safe and will act quickly if something goes wrong.
          </p>
        </PolicySection>

        <PolicySection id="your-rights">
          <p className={legalText.paragraph}>You are in control of your information:</p>
          <ul className={legalText.list}>
            <li>
              <strong>Access and download:</strong> use "Download my data" on your{" "}
              <Link to={paths.account} className={legalText.link}>
                account settings
              </Link>{" "}
              to get a copy of your data as a JSON file.
            </li>
            <li>
              <strong>Correct:</strong> update your profile details at any time.
            </li>
            <li>
              <strong>Delete:</strong> delete your account from your{" "}
              <Link to={paths.account} className={legalText.link}>
                account settings
              </Link>
              . This first cancels your membership with our payment provider, so you are not charged again, then deletes your profile, pictures, saved profiles,
              messages, member profile, and any consultation requests, hiring applications and franchise enquiries. Reviews you wrote are shown without your
              name, and reports you sent are kept without your name or words. Booking and payment records are kept for accounting for up to 7 years, without
              your name, contact details or any link to your account.
            </li>
          </ul>
          <p className={legalText.paragraph}>
            You can also make any of these requests through our{" "}
            <Link to={paths.contact} className={legalText.link}>
              contact page
            </Link>
            . We answer within 30 days.
          </p>
        </PolicySection>

        <PolicySection id="cookies">
          <p className={legalText.paragraph}>
            We use only essential cookies. The one that matters is the session cookie{" "}
            <code className="rounded bg-muted px-1 text-sm">wingmate.session_token</code> (named{" "}
            <code className="rounded bg-muted px-1 text-sm">__Host-wingmate.session_token</code> on HTTPS), which keeps you signed in. It is HttpOnly, so
            scripts on the page cannot read it, uses SameSite=Lax, and lasts 30 days, renewed while you use the site.
          </p>
          <p className={legalText.paragraph}>We do not use advertising or analytics cookies, and we do not use tracking pixels.</p>
        </PolicySection>

        <PolicySection id="third-party-services">
          <ul className={legalText.list}>
            <li>
              <strong>Stripe</strong> processes payments. We never see your full card number.
            </li>
            <li>
              <strong>An SMTP e-mail provider</strong> delivers our e-mails.
            </li>
            <li>
              <strong>Object storage</strong> holds uploaded images.
            </li>
            <li>
              <strong>An AI text provider</strong> may be used to generate rizz lines when configured. Only the form inputs are sent, never your identity.
            </li>
            <li>
              <strong>Event listings</strong> are gathered from public venue pages.
            </li>
          </ul>
          <p className={legalText.paragraph}>These providers handle data under their own privacy policies and only as needed to serve us.</p>
        </PolicySection>

        <PolicySection id="children">
          <p className={legalText.paragraph}>
            Wingmate is not for anyone under 18, and we do not knowingly collect information from minors. If we learn that someone under 18 has given us
            personal information, we delete it. If you believe this has happened, please{" "}
            <Link to={paths.contact} className={legalText.link}>
              contact us
            </Link>
            .
          </p>
        </PolicySection>

        <PolicySection id="data-retention">
          <ul className={legalText.list}>
            <li>Account data is kept while your account exists and deleted when you delete your account.</li>
            <li>Copies of the e-mails we send you are deleted 30 days after they are sent, and at once when you delete your account.</li>
            <li>Rate-limit counters are deleted as soon as their time window ends.</li>
            <li>A session record (with its IP address and browser) ends when you sign out, when you change your password, or after 30 days without use.</li>
            <li>Booking and payment records are kept as long as tax law requires.</li>
          </ul>
        </PolicySection>

        <PolicySection id="international-transfers">
          <p className={legalText.paragraph}>
            Your information is stored in the United States. If you use Wingmate from outside the United States, your information will be transferred to and
            processed in the United States.
          </p>
        </PolicySection>

        <PolicySection id="california">
          <p className={legalText.paragraph}>
            If you are a California resident, the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA/CPRA) gives you the
            right to:
          </p>
          <ul className={legalText.list}>
            <li>Know what personal information we collect, use and disclose.</li>
            <li>Delete your personal information.</li>
            <li>Correct inaccurate personal information.</li>
            <li>
              Opt out of the sale or sharing of your personal information. We do not sell your personal information or share it for cross-context behavioral
              advertising.
            </li>
          </ul>
          <p className={legalText.paragraph}>
            We will not discriminate against you for using any of these rights. To make a request, use your profile page or our{" "}
            <Link to={paths.contact} className={legalText.link}>
              contact page
            </Link>
            .
          </p>
        </PolicySection>

        <PolicySection id="changes">
          <p className={legalText.paragraph}>
            We may update this policy as our service changes. When we make a material change, we will tell you by e-mail or with a notice on the site, and we
            will update the "Last updated" date above. Please also see our{" "}
            <Link to={paths.terms} className={legalText.link}>
              Terms of Service
            </Link>
            .
          </p>
        </PolicySection>

        <PolicySection id="contact">
          <p className={legalText.paragraph}>Questions or requests about your privacy? We are here to help.</p>
          <ul className={legalText.list}>
            <li>
              Online: through our{" "}
              <Link to={paths.contact} className={legalText.link}>
                contact page
              </Link>
            </li>
            <li>By mail: Wingmate, Miami, Florida</li>
          </ul>
        </PolicySection>
      </LegalArticle>
    </>
  );
}
