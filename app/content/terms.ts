import { siteFacts as brand } from "#site-facts";
import type { LegalDocumentContent } from "../components/sections/legal/legal-types";

/** SPEC §2 Terms: the sections in the spec's order. */
export const termsAndConditions: LegalDocumentContent = {
  seo: {
    title: "Terms and Conditions | Malwa Softworks",
    description:
      "The terms that govern use of the Malwa Softworks website and our business messaging services: licence, client duties, phone numbers, liability and links.",
  },
  path: "/terms",
  eyebrow: "Legal",
  title: "Terms and Conditions",
  lead: `The rules for using the ${brand.company} website and the business messaging services we provide to our clients.`,
  lastUpdated: { iso: "2024-05-07", text: "7 May 2024" },
  sections: [
    {
      id: "acceptance",
      title: "Acceptance of These Terms",
      body: [
        `These terms apply to everyone who visits this website or uses a service provided by ${brand.legalName}. By accessing the website you accept them in full. If you do not agree with any part, please do not use the website.`,
        "A signed service agreement or statement of work between us and a client takes precedence over these terms wherever the two differ.",
      ],
    },
    {
      id: "terminology",
      title: "Terminology",
      body: [
        "In these terms and in our Privacy Policy:",
        [
          `"Company", "we", "our" and "us" mean ${brand.legalName}, registered in ${brand.address.city}, ${brand.address.region}, ${brand.address.country}.`,
          '"Client", "you" and "your" mean the person or business using this website or our services.',
          '"Services" means the software, integrations, hosting and support we provide under a written agreement.',
          '"Messaging platform" means a third-party channel such as the WhatsApp Business Platform, SMS or RCS through which the services send and receive messages.',
          "Words in the singular include the plural and the other way round.",
        ],
      ],
    },
    {
      id: "phone-numbers",
      title: "Phone Numbers for Messaging",
      body: [
        "To send business messages, a client must register one or more phone numbers with the messaging platform. The client confirms that it owns each number or is authorised to use it, and that it can receive the verification code sent to it.",
        [
          "A number registered on a business messaging platform may no longer work with the consumer version of the same app; the client accepts this before registration.",
          "The client keeps control of its numbers. When an engagement ends we help migrate them to the client's own account or another provider.",
          "The display name and business profile linked to a number must truthfully identify the client.",
        ],
      ],
    },
    {
      id: "license",
      title: "License",
      body: [
        `Unless stated otherwise, ${brand.company} owns the intellectual property in all material on this website. You may view and print pages for your own use, subject to these restrictions. You must not:`,
        [
          "republish, sell, rent or sub-license material from this website;",
          "reproduce, duplicate or copy material from this website for commercial use;",
          "redistribute content from this website unless it is expressly made available for that purpose.",
        ],
        "Ownership of software we write for a client is set out in that client's agreement; under our standard terms it passes to the client once the related invoices are paid.",
      ],
    },
    {
      id: "client-responsibilities",
      title: "Client Responsibilities",
      body: [
        "When you use our services, you agree to:",
        [
          "obtain and record a valid opt-in from every person you message, and honour opt-outs at once;",
          "follow the messaging platform's business and commerce policies and the law of each recipient's country;",
          "keep your account credentials, API keys and access tokens secret, and tell us immediately if they may have been exposed;",
          "give us accurate information and timely feedback, and review and approve message templates before they go live;",
          "pay the messaging platform's conversation charges where they are billed to you.",
        ],
        "We may suspend a service, after notice where practical, if its use puts the client's number, our platform accounts or other clients at risk.",
      ],
    },
    {
      id: "content-liability",
      title: "Content Liability",
      body: [
        "We are not responsible for content that appears on a website or in a message that we did not create. Clients are responsible for the text, images and files their systems send to recipients and agree to defend us against claims arising from that content.",
        "No link may appear on any website in a way that could be read as libellous, obscene or criminal, or that infringes or advocates the infringement of another party's rights.",
      ],
    },
    {
      id: "reservation-of-rights",
      title: "Reservation of Rights",
      body: [
        "We reserve the right to ask you to remove any link to this website, and you agree to do so promptly when asked. We may also change these terms and our linking policy at any time; by continuing to link to or use the website you agree to the terms as amended.",
      ],
    },
    {
      id: "removal-of-links",
      title: "Removal of Links from Our Website",
      body: [
        "If you find a link on this website that is offensive, broken or out of date, please tell us. We will consider every request to remove a link, although we are not obliged to remove it or to reply to you directly.",
        "We do our best to keep the information on this website accurate, but we do not promise that it is complete or current, or that the website will always be available.",
      ],
    },
    {
      id: "disclaimer",
      title: "Disclaimer",
      body: [
        "To the fullest extent permitted by law, we exclude all representations, warranties and conditions relating to this website and its use. Nothing in this disclaimer limits or excludes liability for death or personal injury, for fraud or fraudulent misrepresentation, or any other liability that cannot be excluded under applicable law.",
        "Messaging platforms are operated by third parties. We are not liable for their outages, changes to their policies or pricing, or for action they take against a client's account because of how the client used it.",
        "As long as the website and the information on it are provided free of charge, we will not be liable for any loss or damage of any nature arising from their use.",
      ],
    },
    {
      id: "questions",
      title: "Questions",
      body: [
        "If anything in these terms is unclear, or you would like a copy of our standard service agreement, write to us and we will be glad to help.",
      ],
      email: brand.email.legal,
    },
  ],
};
