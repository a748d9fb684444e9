/**
 * The Terms of Service and the Privacy Policy (English, the source and the governing version). A document's
 * shape (sections, paragraphs, sub-headings, lists) lives in its page; each block's words are here, under
 * "<document>.<section>.<block>" (a list's items under ".<block>.<item>"). Tags: <0> strong, <1> the contact
 * page, <2> account settings, <3> the Privacy Policy, <4> the Terms, <5> code.
 */
export default {
  "legal.effective": "Effective: {date}",
  "legal.updated": "Last updated: {date}",
  "legal.contents": "Contents",
  "legal.translation": "This translation is provided for your convenience. If it differs from the <0>English version</0>, the English version governs.",

  "terms.meta.title": "Terms of Service",
  "terms.meta.description":
    "Wingmate's Terms of Service: eligibility, conduct rules, booking payments and cancellations, VIP membership, liability and Florida arbitration.",
  "terms.title": "Terms of Service",
  "terms.lead": "The agreement between you and Wingmate when you use our website, book a companion or join as a VIP member.",
  "terms.acceptance.title": "Acceptance of Terms",
  "terms.acceptance.1":
    'Welcome to Wingmate. These Terms of Service (the "Terms") are an agreement between you and Wingmate ("we", "us" or "our"). By creating an account, booking a session, becoming a VIP member or otherwise using our website and services, you agree to these Terms. If you do not agree, please do not use Wingmate.',
  "terms.acceptance.2":
    "Please read them carefully. Section 13 contains a binding arbitration agreement and a class-action waiver that affect how disputes between us are resolved.",
  "terms.service.title": "Description of Service",
  "terms.service.1":
    'Wingmate offers social coaching, confidence building and companionship in public venues across South Florida. Our "wing women" and "wing men" help you feel at ease in social settings, whether that means practising conversation, meeting new people or simply having good company for an evening out.',
  "terms.service.2":
    "The service is <0>strictly non-sexual</0>. Companions are independent contractors, not employees of Wingmate, and every companion is at least 21 years old.",
  "terms.service.3": "VIP membership costs {price} per month and unlocks every companion profile, messaging with companions, saved profiles and reviews.",
  "terms.eligibility.title": "Eligibility",
  "terms.eligibility.1":
    "You must be 18 years of age or older to create an account or use Wingmate. Companions must be 21 years of age or older. By using the service you confirm that you meet these requirements and that you are legally able to enter into this agreement.",
  "terms.account-security.title": "Account Security",
  "terms.account-security.1.1": "Provide accurate, current information when you register and keep it up to date.",
  "terms.account-security.1.2": "Keep your password secret and do not share your account with anyone else.",
  "terms.account-security.1.3": "Verify your e-mail address when we ask you to; some features are available only after verification.",
  "terms.account-security.1.4": "Tell us promptly through our <1>contact page</1> if you believe your account has been used without your permission.",
  "terms.account-security.2":
    "You can sign out of your sessions at any time. You are responsible for activity that happens under your account. We may disable any account that breaks these Terms.",
  "terms.user-conduct.title": "User Conduct",
  "terms.user-conduct.1": "We want every meeting to be safe and enjoyable. When you use Wingmate, you agree to:",
  "terms.user-conduct.2.1": "Treat companions, staff and other members with courtesy and respect.",
  "terms.user-conduct.2.2": "Meet only in public venues such as restaurants, bars, lounges, cafés and events.",
  "terms.user-conduct.2.3": 'Respect personal boundaries and ask for consent; "no" always means no.',
  "terms.user-conduct.2.4": "Never harass, threaten, stalk, intimidate or discriminate against anyone.",
  "terms.user-conduct.2.5": "Follow the rules of the venue and all applicable laws.",
  "terms.user-conduct.3": "A companion may end a session at any time if they feel unsafe or if these rules are not followed.",
  "terms.payment.title": "Payment Terms",
  "terms.payment.1":
    "<0>Bookings:</0> sessions are paid online by card when you book. We hold the time you chose for {holdMinutes} minutes while you pay; if the payment is not completed in that time, the hold lapses, the time is released and nothing is charged. Your booking is confirmed as soon as the payment goes through, and we e-mail you a receipt with a calendar invitation. The Initial Consultation is free.",
  "terms.payment.2": "<0>Multi-day and custom packages:</0> {byRequest}",
  "terms.payment.3":
    "<0>Cancellation, rescheduling and refunds:</0> {policy} Refunds are made in full to the card you paid with, through our payment provider; your bank may take 5 to 10 business days to show them. If we have to cancel a session, for any reason, you receive a full refund.",
  "terms.payment.4":
    "<0>VIP membership:</0> VIP membership costs {price} per month and renews automatically every month until you cancel. You can cancel anytime from your <2>account settings</2>; your membership then stays active until the end of the month you have already paid for. VIP membership comes with a 30-day money-back guarantee counted from your first payment.",
  "terms.payment.5": "Payments are processed securely by Stripe. We never see or store your full card number. All prices are in US dollars (USD).",
  "terms.prohibited.title": "Prohibited Activities",
  "terms.prohibited.1": "The following are not allowed on or through Wingmate:",
  "terms.prohibited.2.1": "Requesting, offering or arranging any sexual service of any kind. This is grounds for immediate termination of your account.",
  "terms.prohibited.2.2": "Any illegal activity.",
  "terms.prohibited.2.3": "Meetings in private residences or hotel rooms.",
  "terms.prohibited.2.4": "Solicitation of any kind.",
  "terms.prohibited.2.5": "Using, offering or asking for illegal drugs.",
  "terms.prohibited.2.6": "Recording or photographing anyone without their consent.",
  "terms.prohibited.2.7": "Contacting companions to arrange paid meetings outside the Wingmate platform.",
  "terms.prohibited.2.8": "Scraping, crawling or otherwise collecting data from the site by automated means.",
  "terms.prohibited.2.9": "Creating fake accounts or impersonating another person.",
  "terms.privacy.title": "Privacy",
  "terms.privacy.1":
    "Your privacy matters to us. Our <3>Privacy Policy</3> explains what information we collect, how we use it and the choices you have. It forms part of these Terms.",
  "terms.intellectual-property.title": "Intellectual Property",
  "terms.intellectual-property.1":
    "The Wingmate name, logo, website design, text, graphics and software belong to Wingmate or its licensors and are protected by intellectual property laws. You may use the site for your own personal, non-commercial purposes only. You may not copy, modify, distribute or create works based on our content without our written permission.",
  "terms.intellectual-property.2":
    "When you post content such as a review or a member profile, you keep ownership of it and give us a non-exclusive, royalty-free licence to display it on Wingmate for as long as it is published there.",
  "terms.disclaimers.title": "Disclaimers and Limitation of Liability",
  "terms.disclaimers.1":
    'Wingmate is provided "as is" and "as available". To the fullest extent permitted by law, we make no warranties of any kind, express or implied. We cannot guarantee any particular outcome from a session, including any romantic outcome, and we do not guarantee that the site will always be available or free of errors.',
  "terms.disclaimers.2":
    "To the fullest extent permitted by law, Wingmate is not liable for indirect, incidental, special or consequential damages. Our total liability to you for any claim is limited to whichever is greater: (a) the total amount you paid to Wingmate in the 12 months before the claim arose, or (b) $100.",
  "terms.disclaimers.3": "Nothing in these Terms limits liability that cannot be limited under Florida law.",
  "terms.indemnification.title": "Indemnification",
  "terms.indemnification.1":
    "You agree to defend, indemnify and hold harmless Wingmate and its owners, staff and companions from any claims, losses, damages and costs (including reasonable attorneys' fees) that arise from your breach of these Terms, your misuse of the service or your violation of any law or the rights of another person.",
  "terms.termination.title": "Termination",
  "terms.termination.1":
    "You can delete your account at any time from your <2>account settings</2>. We may suspend or terminate your account, with or without notice, if you breach these Terms or if we believe your use of Wingmate puts companions, members or our business at risk.",
  "terms.termination.2":
    "Sections that by their nature should continue after termination, including payment obligations, disclaimers, limitation of liability, indemnification and arbitration, will survive.",
  "terms.governing-law.title": "Governing Law and Arbitration",
  "terms.governing-law.1": "These Terms are governed by the laws of the State of Florida, without regard to its conflict-of-law rules.",
  "terms.governing-law.2":
    "Any dispute between you and Wingmate will be resolved by binding arbitration on an individual basis, held in Miami-Dade County, Florida. You and Wingmate each waive the right to a jury trial and agree not to bring or take part in any class action, class arbitration or other representative proceeding.",
  "terms.governing-law.3": "Either of us may instead bring an individual claim in small-claims court, as long as the claim qualifies and stays there.",
  "terms.changes.title": "Changes to These Terms",
  "terms.changes.1":
    'We may update these Terms from time to time. When we make a material change, we will let you know by e-mail or with a notice on the site before it takes effect, and we will update the "Last updated" date above. If you keep using Wingmate after the change takes effect, you accept the updated Terms.',
  "terms.severability.title": "Severability",
  "terms.severability.1":
    "If any part of these Terms is found to be invalid or unenforceable, that part will be limited or removed as little as necessary, and the rest of the Terms will remain in full force and effect.",
  "terms.contact.title": "Contact Us",
  "terms.contact.1": "Questions about these Terms? We are happy to help.",
  "terms.contact.2.1": "Online: through our <1>contact page</1>",
  "terms.contact.2.2": "By mail: Wingmate, Miami, Florida",
  "terms.contact.2.3": "Hours: {hours} every day, Florida time",

  "privacy.meta.title": "Privacy Policy",
  "privacy.meta.description":
    "What Wingmate collects, why, who we share it with, and how to download or delete your data. Essential cookies only; we never sell personal information.",
  "privacy.title": "Privacy Policy",
  "privacy.lead": "What we collect, why we collect it, and the control you have over your information at Wingmate.",
  "privacy.intro":
    'Wingmate ("we", "us" or "our") provides social coaching and companionship in public venues across South Florida. We collect only what we need to run the service, and we never sell your personal information. This policy explains the details in plain English.',
  "privacy.information-we-collect.title": "Information We Collect",
  "privacy.information-we-collect.1": "Depending on how you use Wingmate, we collect the following information.",
  "privacy.information-we-collect.2": "Your account",
  "privacy.information-we-collect.3":
    "Your full name, e-mail address, phone number and password. We never store your password itself; we keep only an argon2id hash of it, which cannot be turned back into the password.",
  "privacy.information-we-collect.4": "Your profile",
  "privacy.information-we-collect.5": "First and last name, phone number, ZIP code, a short bio and an avatar image, if you add them.",
  "privacy.information-we-collect.6": "Member public profile",
  "privacy.information-we-collect.7":
    "If you create a member profile, we store your display name, bio, location, age, interests and up to 3 images. You can also add a phone number or e-mail address; these are shown to others only if you choose to show them.",
  "privacy.information-we-collect.8": "Bookings and consultation requests",
  "privacy.information-we-collect.9": "Your name, e-mail address, phone number, preferred dates, location and any requests you make.",
  "privacy.information-we-collect.10": "Messages and reviews",
  "privacy.information-we-collect.11": "The messages you exchange with companions and the reviews you write.",
  "privacy.information-we-collect.12": "Hiring applications",
  "privacy.information-we-collect.13": "If you apply to work with us, the details in your application, including your headshot.",
  "privacy.information-we-collect.14": "Event interests",
  "privacy.information-we-collect.15": "The events you tell us you are interested in.",
  "privacy.information-we-collect.16": "Rizz generator",
  "privacy.information-we-collect.17":
    "What you type into the rizz generator is used to produce conversation lines for you. It is not stored with your account.",
  "privacy.information-we-collect.18": "Technical information",
  "privacy.information-we-collect.19":
    "A session cookie that keeps you signed in, and the IP address and browser user agent recorded with each sign-in session. We also keep short-lived rate-limit counters to protect the site from abuse.",
  "privacy.how-we-use.title": "How We Use Information",
  "privacy.how-we-use.1": "We use your information to:",
  "privacy.how-we-use.2.1": "Create and secure your account and keep you signed in.",
  "privacy.how-we-use.2.2": "Arrange, confirm and manage your bookings and consultation requests.",
  "privacy.how-we-use.2.3": "Run VIP membership, messaging, saved profiles, reviews and member profiles.",
  "privacy.how-we-use.2.4": "Process payments, refunds and cancellations.",
  "privacy.how-we-use.2.5": "Send you service e-mails such as verification, booking confirmations and account notices.",
  "privacy.how-we-use.2.6": "Review hiring applications.",
  "privacy.how-we-use.2.7": "Keep the service safe, prevent fraud and abuse, and enforce our Terms of Service.",
  "privacy.how-we-use.2.8": "Answer your questions and meet our legal and accounting obligations.",
  "privacy.how-we-share.title": "How We Share Information",
  "privacy.how-we-share.1": "We share information only when it is needed to provide the service:",
  "privacy.how-we-share.2.1": "<0>Companions</0> see the messages you send them and the details of bookings made with them.",
  "privacy.how-we-share.2.2": "<0>Stripe</0>, our payment processor, handles your card payments.",
  "privacy.how-we-share.2.3": "<0>Our e-mail delivery provider</0> sends the e-mails we write to you.",
  "privacy.how-we-share.2.4": "<0>Our file storage provider</0> stores uploaded images such as avatars, profile images and headshots.",
  "privacy.how-we-share.2.5": "<0>Authorities</0>, when we are required to by law or to protect someone's safety.",
  "privacy.how-we-share.3": "<0>We never sell your personal information.</0>",
  "privacy.data-security.title": "Data Security",
  "privacy.data-security.1": "We take reasonable steps to protect your information, including:",
  "privacy.data-security.2.1": "HTTPS encryption for all traffic between your browser and Wingmate.",
  "privacy.data-security.2.2": "Passwords stored only as argon2id hashes.",
  "privacy.data-security.2.3": "Private storage for hiring headshots, which are never publicly accessible.",
  "privacy.data-security.2.4": "Access to personal data limited to staff who need it.",
  "privacy.data-security.2.5": "An audit log of administrative actions.",
  "privacy.data-security.3": "No system is perfectly secure, but we work hard to keep your information safe and will act quickly if something goes wrong.",
  "privacy.your-rights.title": "Your Rights",
  "privacy.your-rights.1": "You are in control of your information:",
  "privacy.your-rights.2.1": '<0>Access and download:</0> use "Download my data" on your <2>account settings</2> to get a copy of your data as a JSON file.',
  "privacy.your-rights.2.2": "<0>Correct:</0> update your profile details at any time.",
  "privacy.your-rights.2.3":
    "<0>Delete:</0> delete your account from your <2>account settings</2>. This first cancels your membership with our payment provider, so you are not charged again, then deletes your profile, pictures, saved profiles, messages, member profile, and any consultation requests, hiring applications and franchise enquiries. Reviews you wrote are shown without your name, and reports you sent are kept without your name or words. Booking and payment records are kept for accounting for up to 7 years, without your name, contact details or any link to your account.",
  "privacy.your-rights.3": "You can also make any of these requests through our <1>contact page</1>. We answer within 30 days.",
  "privacy.cookies.title": "Cookies",
  "privacy.cookies.1":
    "We use only essential cookies. The one that matters is the session cookie <5>wingmate.session_token</5> (named <5>__Host-wingmate.session_token</5> on HTTPS), which keeps you signed in. It is HttpOnly, so scripts on the page cannot read it, uses SameSite=Lax, and lasts 30 days, renewed while you use the site.",
  "privacy.cookies.2":
    "Two preference cookies hold no personal data and last a year: <5>wingmate-language</5> remembers the language you chose when we offered the other one, and <5>wingmate-fonts</5> tells our pages your browser has opened one before, so they use our typefaces from then on.",
  "privacy.cookies.3": "We do not use advertising or analytics cookies, and we do not use tracking pixels.",
  "privacy.third-party-services.title": "Third-Party Services",
  "privacy.third-party-services.1.1": "<0>Stripe</0> processes payments. We never see your full card number.",
  "privacy.third-party-services.1.2": "<0>An SMTP e-mail provider</0> delivers our e-mails.",
  "privacy.third-party-services.1.3": "<0>Object storage</0> holds uploaded images.",
  "privacy.third-party-services.1.4":
    "<0>An AI text provider</0> may be used to generate rizz lines when configured. Only the form inputs are sent, never your identity.",
  "privacy.third-party-services.1.5": "<0>Event listings</0> are gathered from public venue pages.",
  "privacy.third-party-services.2": "These providers handle data under their own privacy policies and only as needed to serve us.",
  "privacy.children.title": "Children's Privacy",
  "privacy.children.1":
    "Wingmate is not for anyone under 18, and we do not knowingly collect information from minors. If we learn that someone under 18 has given us personal information, we delete it. If you believe this has happened, please <1>contact us</1>.",
  "privacy.data-retention.title": "Data Retention",
  "privacy.data-retention.1.1": "Account data is kept while your account exists and deleted when you delete your account.",
  "privacy.data-retention.1.2": "Copies of the e-mails we send you are deleted 30 days after they are sent, and at once when you delete your account.",
  "privacy.data-retention.1.3": "Rate-limit counters are deleted as soon as their time window ends.",
  "privacy.data-retention.1.4":
    "A session record (with its IP address and browser) ends when you sign out, when you change your password, or after 30 days without use.",
  "privacy.data-retention.1.5": "Booking and payment records are kept as long as tax law requires.",
  "privacy.international-transfers.title": "International Data Transfers",
  "privacy.international-transfers.1":
    "Your information is stored in the United States. If you use Wingmate from outside the United States, your information will be transferred to and processed in the United States.",
  "privacy.california.title": "California Privacy Rights",
  "privacy.california.1":
    "If you are a California resident, the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA/CPRA) gives you the right to:",
  "privacy.california.2.1": "Know what personal information we collect, use and disclose.",
  "privacy.california.2.2": "Delete your personal information.",
  "privacy.california.2.3": "Correct inaccurate personal information.",
  "privacy.california.2.4":
    "Opt out of the sale or sharing of your personal information. We do not sell your personal information or share it for cross-context behavioral advertising.",
  "privacy.california.3":
    "We will not discriminate against you for using any of these rights. To make a request, use your profile page or our <1>contact page</1>.",
  "privacy.changes.title": "Changes to This Policy",
  "privacy.changes.1":
    'We may update this policy as our service changes. When we make a material change, we will tell you by e-mail or with a notice on the site, and we will update the "Last updated" date above. Please also see our <4>Terms of Service</4>.',
  "privacy.contact.title": "Contact Us",
  "privacy.contact.1": "Questions or requests about your privacy? We are here to help.",
  "privacy.contact.2.1": "Online: through our <1>contact page</1>",
  "privacy.contact.2.2": "By mail: Wingmate, Miami, Florida",
} as const;
