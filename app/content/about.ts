import { siteFacts as brand } from "#site-facts";
import type { Cta, FaqItem, Item, PageSeo, Stat } from "./types";

/** About page copy (SPEC §2 About). */

const { address, foundingYear } = brand;

export const aboutSeo: PageSeo = {
  title: "About Us | Malwa Softworks",
  description: `Malwa Softworks is an enterprise software company founded in ${foundingYear} in ${address.city}, India. Meet the engineers behind 100+ launched projects and see how we work.`,
};

export const aboutHero = {
  eyebrow: "About Us",
  title: "Engineering Software from Indore for the World",
  lead: `We are a team of engineers, designers and product thinkers who build dependable software for businesses that want to grow, and we have been doing it since ${foundingYear}.`,
};

export interface Fact {
  readonly label: string;
  readonly value: string;
}

export const whoWeAre = {
  eyebrow: "Who We Are",
  title: "A Product-Minded Engineering Company",
  paragraphs: [
    `${brand.company} was founded in ${foundingYear} in ${address.city}, ${address.region}, by engineers who wanted to prove that world-class software can be built from the heart of India. What began as a small team building web apps for local businesses is now a company of more than 50 engineers, designers and project managers.`,
    "Today we design, build and run custom software, mobile apps, cloud platforms and AI solutions for start-ups and enterprises across North America, Europe and Asia. Clients come to us for senior engineering at a sensible cost, and they stay because we treat their product as if it were our own.",
    "We work in small, accountable teams, ship in two-week sprints and keep you close to the work. Security, accessibility and maintainable code are not extras: they are how we build everything.",
  ],
  cta: { label: "Join Our Story", href: "/contact" } satisfies Cta,
  factsTitle: "At a glance",
  facts: [
    { label: "Founded", value: String(foundingYear) },
    { label: "Headquarters", value: `${address.city}, ${address.region}` },
    { label: "Team", value: "50+ engineers and designers" },
    { label: "Clients in", value: "North America, Europe and Asia" },
  ] satisfies readonly Fact[],
};

export const aboutStats = {
  eyebrow: "Our Journey",
  title: "Our Story in Numbers",
  intro: "Every figure stands for teams we have helped and products we still care about.",
  stats: [
    { value: 1, suffix: "M+", label: "Lines of Code", subtitle: "Written, reviewed and tested" },
    { value: 50, suffix: "+", label: "Happy Clients", subtitle: "From start-ups to enterprises" },
    { value: 100, suffix: "+", label: "Projects Launched", subtitle: "Web, mobile, cloud and AI" },
    { value: 5, suffix: "+", label: "Years", subtitle: `Building software since ${foundingYear}` },
  ] satisfies readonly Stat[],
};

export const aboutValues = {
  eyebrow: "What Drives Us",
  title: "Mission, Vision and Values",
  items: [
    {
      title: "Our Mission",
      description:
        "To help businesses of every size turn ideas into reliable, secure software that creates measurable value, delivered with honesty and craft.",
      icon: "target",
    },
    {
      title: "Our Vision",
      description:
        "To be the most trusted engineering partner from Central India, known worldwide for the quality of our work rather than its price.",
      icon: "lightbulb",
    },
    {
      title: "Our Values",
      description:
        "Ownership of outcomes, transparency in every sprint, respect for the people who use what we build, and learning as a daily habit.",
      icon: "handshake",
    },
  ] satisfies readonly Item[],
};

export const aboutFaq = {
  eyebrow: "FAQ",
  title: "Questions About Working With Us",
  items: [
    {
      question: `Where is ${brand.company} based?`,
      answer: `Our office is in ${address.street}, ${address.city}, ${address.region}, ${address.country}. We work with clients worldwide and keep overlapping hours with teams in Europe, the Middle East and North America.`,
    },
    {
      question: "What kinds of companies do you work with?",
      answer:
        "Start-ups building their first product, growing businesses replacing spreadsheets and legacy tools, and enterprises that need extra engineering capacity or a specialist team for cloud, data or AI work.",
    },
    {
      question: "How do you keep us informed during a project?",
      answer:
        "You get a dedicated project manager, a shared task board, a sprint demo every two weeks and a written weekly update. We use Slack, Microsoft Teams or e-mail, whichever your team prefers.",
    },
    {
      question: "Can your engineers join our existing team?",
      answer:
        "Yes. Through IT staff augmentation our engineers join your team, follow your processes and tools, and report to your leads, full-time and for as long as you need them.",
    },
    {
      question: "How do you protect our data and ideas?",
      answer:
        "We sign an NDA before discussing your project, follow ISO 27001-certified security processes, grant access on a least-privilege basis and assign all intellectual property to you.",
    },
  ] satisfies readonly FaqItem[],
};
