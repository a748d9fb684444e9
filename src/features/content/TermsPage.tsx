import { LegalArticle, legalText, sectionsOf } from "./legal.tsx";
import { Link } from "react-router";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { BY_REQUEST_TEXT, HOLD_MINUTES, POLICY_TEXT } from "../../shared/bookings.ts";
import { paths } from "../../shared/paths.ts";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () =>
  pageMeta(
    "Terms of Service",
    "Wingmate's Terms of Service: eligibility, conduct rules, booking payments and cancellations, VIP membership, liability and Florida arbitration.",
  );

const SECTIONS = [
  { id: "acceptance", title: "Acceptance of Terms" },
  { id: "service", title: "Description of Service" },
  { id: "eligibility", title: "Eligibility" },
  { id: "account-security", title: "Account Security" },
  { id: "user-conduct", title: "User Conduct" },
  { id: "payment", title: "Payment Terms" },
  { id: "prohibited", title: "Prohibited Activities" },
  { id: "privacy", title: "Privacy" },
  { id: "intellectual-property", title: "Intellectual Property" },
  { id: "disclaimers", title: "Disclaimers and Limitation of Liability" },
  { id: "indemnification", title: "Indemnification" },
  { id: "termination", title: "Termination" },
  { id: "governing-law", title: "Governing Law and Arbitration" },
  { id: "changes", title: "Changes to These Terms" },
  { id: "severability", title: "Severability" },
  { id: "contact", title: "Contact Us" },
] as const;

const TermsSection = sectionsOf(SECTIONS);

export default function TermsPage() {
  return (
    <>
      <PageIntro
        title={"Terms of Service"}
        lead={"The agreement between you and Wingmate when you use our website, book a companion or join as a VIP member."}
      />
      <LegalArticle sections={SECTIONS}>
        <TermsSection id="acceptance">
          <p className={legalText.paragraph}>
            Welcome to Wingmate. These Terms of Service (the "Terms") are an agreement between you and Wingmate ("we", "us" or "our"). By creating an account,
            booking a session, becoming a VIP member or otherwise using our website and services, you agree to these Terms. If you do not agree, please do not
            use Wingmate.
          </p>
          <p className={legalText.paragraph}>
            Please read them carefully. Section 13 contains a binding arbitration agreement and a class-action waiver that affect how disputes between us are
            resolved.
          </p>
        </TermsSection>

        <TermsSection id="service">
          <p className={legalText.paragraph}>
            Wingmate offers social coaching, confidence building and companionship in public venues across South Florida. Our "wing women" and "wing men" help
            you feel at ease in social settings, whether that means practising conversation, meeting new people or simply having good company for an evening
            out.
          </p>
          <p className={legalText.paragraph}>
            The service is <strong>strictly non-sexual</strong>. Companions are independent contractors, not employees of Wingmate, and every companion is at
            least 21 years old.
          </p>
          <p className={legalText.paragraph}>
            VIP membership costs $29.99 per month and unlocks every companion profile, messaging with companions, saved profiles and reviews.
          </p>
        </TermsSection>

        <TermsSection id="eligibility">
          <p className={legalText.paragraph}>
            You must be 18 years of age or older to create an account or use Wingmate. Companions must be 21 years of age or older. By using the service you
            confirm that you meet these requirements and that you are legally able to enter into this agreement.
          </p>
        </TermsSection>

        <TermsSection id="account-security">
          <ul className={legalText.list}>
            <li>Provide accurate, current information when you register and keep it up to date.</li>
            <li>Keep your password secret and do not share your account with anyone else.</li>
            <li>Verify your e-mail address when we ask you to; some features are available only after verification.</li>
            <li>
              Tell us promptly through our{" "}
              <Link to={paths.contact} className={legalText.link}>
                contact page
              </Link>{" "}
              if you believe your account has been used without your permission.
            </li>
          </ul>
          <p className={legalText.paragraph}>
            You can sign out of your sessions at any time. You are responsible for activity that happens under your account. We may disable any account that
            breaks these Terms.
          </p>
        </TermsSection>

        <TermsSection id="user-conduct">
          <p className={legalText.paragraph}>We want every meeting to be safe and enjoyable. When you use Wingmate, you agree to:</p>
          <ul className={legalText.list}>
            <li>Treat companions, staff and other members with courtesy and respect.</li>
            <li>Meet only in public venues such as restaurants, bars, lounges, cafés and events.</li>
            <li>Respect personal boundaries and ask for consent; "no" always means no.</li>
            <li>Never harass, threaten, stalk, intimidate or discriminate against anyone.</li>
            <li>Follow the rules of the venue and all applicable laws.</li>
          </ul>
          <p className={legalText.paragraph}>A companion may end a session at any time if they feel unsafe or if these rules are not followed.</p>
        </TermsSection>

        <TermsSection id="payment">
          <p className={legalText.paragraph}>
            <strong>Bookings:</strong> sessions are paid online by card when you book. We hold the time you chose for {HOLD_MINUTES} minutes while you pay; if
            the payment is not completed in that time, the hold lapses, the time is released and nothing is charged. Your booking is confirmed as soon as the
            payment goes through, and we e-mail you a receipt with a calendar invitation. The Initial Consultation is free.
          </p>
          <p className={legalText.paragraph}>
            <strong>Multi-day and custom packages:</strong> {BY_REQUEST_TEXT}
          </p>
          <p className={legalText.paragraph}>
            <strong>Cancellation, rescheduling and refunds:</strong> {POLICY_TEXT} Refunds are made in full to the card you paid with, through our payment
            provider; your bank may take 5 to 10 business days to show them. If we have to cancel a session, for any reason, you receive a full refund.
          </p>
          <p className={legalText.paragraph}>
            <strong>VIP membership:</strong> VIP membership costs $29.99 per month and renews automatically every month until you cancel. You can cancel anytime
            from your{" "}
            <Link to={paths.account} className={legalText.link}>
              account settings
            </Link>
            ; your membership then stays active until the end of the month you have already paid for. VIP membership comes with a 30-day money-back guarantee
            counted from your first payment.
          </p>
          <p className={legalText.paragraph}>
            Payments are processed securely by Stripe. We never see or store your full card number. All prices are in US dollars (USD).
          </p>
        </TermsSection>

        <TermsSection id="prohibited">
          <p className={legalText.paragraph}>The following are not allowed on or through Wingmate:</p>
          <ul className={legalText.list}>
            <li>Requesting, offering or arranging any sexual service of any kind. This is grounds for immediate termination of your account.</li>
            <li>Any illegal activity.</li>
            <li>Meetings in private residences or hotel rooms.</li>
            <li>Solicitation of any kind.</li>
            <li>Using, offering or asking for illegal drugs.</li>
            <li>Recording or photographing anyone without their consent.</li>
            <li>Contacting companions to arrange paid meetings outside the Wingmate platform.</li>
            <li>Scraping, crawling or otherwise collecting data from the site by automated means.</li>
            <li>Creating fake accounts or impersonating another person.</li>
          </ul>
        </TermsSection>

        <TermsSection id="privacy">
          <p className={legalText.paragraph}>
            Your privacy matters to us. Our{" "}
            <Link to={paths.privacy} className={legalText.link}>
              Privacy Policy
            </Link>{" "}
            explains what information we collect, how we use it and the choices you have. It forms part of these Terms.
          </p>
        </TermsSection>

        <TermsSection id="intellectual-property">
          <p className={legalText.paragraph}>
            The Wingmate name, logo, website design, text, graphics and software belong to Wingmate or its licensors and are protected by intellectual property
            laws. You may use the site for your own personal, non-commercial purposes only. You may not copy, modify, distribute or create works based on our
            content without our written permission.
          </p>
          <p className={legalText.paragraph}>
            When you post content such as a review or a member profile, you keep ownership of it and give us a non-exclusive, royalty-free licence to display it
            on Wingmate for as long as it is published there.
          </p>
        </TermsSection>

        <TermsSection id="disclaimers">
          <p className={legalText.paragraph}>
            Wingmate is provided "as is" and "as available". To the fullest extent permitted by law, we make no warranties of any kind, express or implied. We
            cannot guarantee any particular outcome from a session, including any romantic outcome, and we do not guarantee that the site will always be
            available or free of errors.
          </p>
          <p className={legalText.paragraph}>
            To the fullest extent permitted by law, Wingmate is not liable for indirect, incidental, special or consequential damages. Our total liability to
            you for any claim is limited to whichever is greater: (a) the total amount you paid to Wingmate in the 12 months before the claim arose, or (b)
            $100.
          </p>
          <p className={legalText.paragraph}>Nothing in these Terms limits liability that cannot be limited under Florida law.</p>
        </TermsSection>

        <TermsSection id="indemnification">
          <p className={legalText.paragraph}>
            You agree to defend, indemnify and hold harmless Wingmate and its owners, staff and companions from any claims, losses, damages and costs (including
            reasonable attorneys' fees) that arise from your breach of these Terms, your misuse of the service or your violation of any law or the rights of
            another person.
          </p>
        </TermsSection>

        <TermsSection id="termination">
          <p className={legalText.paragraph}>
            You can delete your account at any time from your{" "}
            <Link to={paths.account} className={legalText.link}>
              account settings
            </Link>
            . We may suspend or terminate your account, with or without notice, if you breach these Terms or if we believe your use of Wingmate puts companions,
            members or our business at risk.
          </p>
          <p className={legalText.paragraph}>
            Sections that by their nature should continue after termination, including payment obligations, disclaimers, limitation of liability,
            indemnification and arbitration, will survive.
          </p>
        </TermsSection>

        <TermsSection id="governing-law">
          <p className={legalText.paragraph}>These Terms are governed by the laws of the State of Florida, without regard to its conflict-of-law rules.</p>
          <p className={legalText.paragraph}>
            Any dispute between you and Wingmate will be resolved by binding arbitration on an individual basis, held in Miami-Dade County, Florida. You and
            Wingmate each waive the right to a jury trial and agree not to bring or take part in any class action, class arbitration or other representative
            proceeding.
          </p>
          <p className={legalText.paragraph}>
            Either of us may instead bring an individual claim in small-claims court, as long as the claim qualifies and stays there.
          </p>
        </TermsSection>

        <TermsSection id="changes">
          <p className={legalText.paragraph}>
            We may update these Terms from time to time. When we make a material change, we will let you know by e-mail or with a notice on the site before it
            takes effect, and we will update the "Last updated" date above. If you keep using Wingmate after the change takes effect, you accept the updated
            Terms.
          </p>
        </TermsSection>

        <TermsSection id="severability">
          <p className={legalText.paragraph}>
            If any part of these Terms is found to be invalid or unenforceable, that part will be limited or removed as little as necessary, and the rest of the
            Terms will remain in full force and effect.
          </p>
        </TermsSection>

        <TermsSection id="contact">
          <p className={legalText.paragraph}>Questions about these Terms? We are happy to help.</p>
          <ul className={legalText.list}>
            <li>
              Online: through our{" "}
              <Link to={paths.contact} className={legalText.link}>
                contact page
              </Link>
            </li>
            <li>By mail: Wingmate, Miami, Florida</li>
            <li>Hours: 9:00 AM - 11:00 PM every day, Florida time</li>
          </ul>
        </TermsSection>
      </LegalArticle>
    </>
  );
}
