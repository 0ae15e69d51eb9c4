import { siteFacts as brand } from "#site-facts";
import type { LegalDocumentContent } from "../components/sections/legal/legal-types";

/** SPEC §2 Privacy: eleven numbered sections on the business use of messaging platforms. */
export const privacyPolicy: LegalDocumentContent = {
  seo: {
    title: "Privacy Policy | Malwa Softworks",
    description:
      "How Malwa Softworks collects, uses and protects personal data, including data handled in the business messaging integrations we build and run for clients.",
  },
  path: "/privacy",
  eyebrow: "Legal",
  title: "Privacy Policy",
  lead: `How ${brand.company} handles personal data on this website and in the business messaging solutions we build and operate for our clients.`,
  lastUpdated: { iso: "2024-05-07", text: "7 May 2024" },
  sections: [
    {
      id: "overview",
      title: "Overview",
      body: [
        `${brand.legalName} ("${brand.company}", "we", "us") designs, builds and operates software for businesses, including integrations with business messaging platforms such as the WhatsApp Business Platform, SMS gateways and RCS. This policy explains what personal data we process, why, and the choices you have.`,
        "It covers two situations. First, visitors to this website and people who send us an enquiry or job application. Second, the end customers of our clients, whose messages pass through systems we build or run. In the second case our client decides why and how the data is used (the client is the controller) and we act only on the client's documented instructions (we are the processor).",
        "We collect only what we need: the details you type into our forms (name, e-mail, phone, company and your message), basic server logs kept for security, and, for client systems, the message content and metadata needed to deliver each conversation. This site sets no advertising or tracking cookies.",
        "When you send an enquiry, we also record where it came from: the page of this site you sent it from, the address of the site that linked you here (the site only, never the page on it), and the campaign tags of the link you arrived by (utm_source, utm_medium and utm_campaign), if it had any. While you browse, your browser keeps the last two in this tab's session storage, which it clears when the tab is closed; no cookie is used for this, and no other company's script is involved. If JavaScript is off, we record only the page and any campaign tags in its address. This is kept with your enquiry, and deleted with it.",
      ],
    },
    {
      id: "messaging-policy-compliance",
      title: "Messaging Policy Compliance",
      body: [
        "Every messaging integration we deliver is built to comply with the commerce and business policies of the platform it uses, and with telecom rules that apply to the recipient, such as India's TRAI regulations on commercial communication.",
        [
          "Businesses may message a person only after that person has opted in, and the opt-in must name the business and the kind of messages they will receive.",
          "Promotional and transactional messages are kept apart, and template messages are submitted for the platform's approval before use.",
          "Every conversation offers a simple way to stop messages, and an opt-out is honoured immediately in all connected systems.",
          "Message volumes, quality ratings and complaints are monitored, and campaigns are paused when a platform flags a quality problem.",
        ],
      ],
    },
    {
      id: "platform-use",
      title: "Platform Use",
      body: [
        "Our clients use the messaging solutions we build for legitimate business communication: order and delivery updates, appointment reminders, customer support, account alerts and marketing that the recipient has agreed to receive.",
        "Each client remains responsible for its own relationship with the messaging platform, for the accuracy of its business profile, and for having a lawful basis for every message it sends. We configure systems so that this basis is recorded with each contact and can be shown on request.",
      ],
    },
    {
      id: "prohibited-uses",
      title: "Prohibited Uses",
      body: [
        "We will not build, configure or operate a messaging solution that is used to:",
        [
          "send unsolicited bulk messages, or message people who have not opted in or who have opted out;",
          "collect payment card numbers, passwords, government identity numbers or health records in plain chat messages;",
          "impersonate another person or business, or mislead recipients about who is writing to them;",
          "promote goods or services that the platform's commerce policy forbids, or anything unlawful in the recipient's country;",
          "harvest phone numbers or profile data for resale or for purposes the recipient did not agree to.",
        ],
        "If we learn that a system we operate is being used in one of these ways, we may suspend it and will inform the client and, where required, the platform.",
      ],
    },
    {
      id: "data-protection-and-user-rights",
      title: "Data Protection and Your Rights",
      body: [
        "We use the details you send through this website only to answer your enquiry, to prepare a proposal or to assess a job application. We keep enquiries for up to 24 months and unsuccessful job applications for 12 months, then delete them. We never sell personal data.",
        "Depending on where you live, you may have the right to:",
        [
          "know what personal data we hold about you and receive a copy of it;",
          "have inaccurate data corrected, or your data erased when we no longer need it;",
          "object to or restrict certain processing, and withdraw consent at any time;",
          "receive your data in a portable, machine-readable format;",
          "complain to your data protection authority, including the Data Protection Board of India.",
        ],
        "If you are the end customer of one of our clients, please contact that business first: it controls your data. We will help it answer your request promptly.",
      ],
    },
    {
      id: "security",
      title: "Security",
      body: [
        "We protect personal data with measures suited to the risk: encryption in transit (TLS 1.2 or later) and at rest, access on a least-privilege basis, with multi-factor authentication for everyone who can export or erase data, separate environments for each client, an audit log of who signed in and who viewed, exported or erased enquiries, and regular patching and vulnerability scanning.",
        "Our team works under written confidentiality obligations and receives security training every year. If a personal data breach occurs, we will inform affected clients without undue delay, and in any case within 72 hours of becoming aware of it, so that they can meet their own notification duties.",
      ],
    },
    {
      id: "sub-processors",
      title: "Sub-processors",
      body: [
        "We rely on a small number of carefully chosen service providers to host and deliver our services: cloud infrastructure providers, the messaging platforms and gateways a client selects, e-mail delivery for our own correspondence, and error monitoring.",
        "Each sub-processor is bound by a written agreement that imposes data protection obligations at least as strict as ours. Clients receive the current list of sub-processors for their project and are told in advance of any change, with the opportunity to object.",
      ],
    },
    {
      id: "international-compliance",
      title: "International Compliance (GDPR, CCPA)",
      body: [
        "We serve clients in India, Europe, North America and Asia, and we design our processing to meet the laws that apply to them and their customers.",
        [
          "India: we comply with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.",
          "European Economic Area and United Kingdom (GDPR): we sign data processing agreements and use the European Commission's Standard Contractual Clauses for transfers of personal data to India.",
          "California (CCPA, as amended by the CPRA): we act as a service provider, do not sell or share personal information, and use it only for the business purposes in our contract.",
        ],
      ],
    },
    {
      id: "policy-changes",
      title: "Changes to This Policy",
      body: [
        "We review this policy at least once a year and whenever our services change. The date at the top of this page shows when it was last updated. If a change materially affects how we handle your data, we will tell clients by e-mail at least 30 days before it takes effect.",
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      body: [
        "Questions about this policy, or a request to exercise your rights, can be sent to our data protection team. We answer every request within 30 days, and usually much sooner.",
      ],
      email: brand.email.legal,
    },
    {
      id: "agreement",
      title: "Agreement",
      body: [
        `By using this website, sending us an enquiry or using a messaging solution built or operated by ${brand.company}, you acknowledge that you have read this Privacy Policy. Where our clients use our messaging services, this policy applies together with their written agreement with us, which takes precedence if the two differ.`,
      ],
    },
  ],
};
