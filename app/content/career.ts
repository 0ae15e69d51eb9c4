import type { Cta, Item, PageSeo, Step } from "./types";

/** SPEC §3 job opening. A new opening is one entry here; the page and its JobPosting data follow. */
export interface JobOpening {
  readonly role: string;
  readonly type: "Full-time" | "Internship";
  readonly location: "Indore";
  /** As shown, e.g. "2-4 years" or "Fresher". */
  readonly experience: string;
  readonly description: string;
  readonly skills: readonly string[];
  /** ISO date the opening was published (JobPosting `datePosted`). */
  readonly datePosted: string;
}

export const careerSeo: PageSeo = {
  title: "Careers in Indore | Malwa Softworks",
  description:
    "Join Malwa Softworks in Indore: open roles for UI/UX designers, React, MERN, ML and cloud engineers and QA interns, with a one-day hiring process.",
};

export const careerHero = {
  eyebrow: "Careers at Malwa Softworks",
  title: "Build Software That Matters, Right Here in Indore",
  lead: "Work on real products for clients across three continents, learn from senior engineers who review every pull request, and grow a career without moving to a metro.",
  openingsButton: "View Open Positions",
} as const;

export const openingsIntro = {
  eyebrow: "Open positions",
  title: "Current Openings",
  intro:
    "Every role is based in our Vijay Nagar office. Apply once and we will match you to the team that fits your experience best.",
  applyLabel: "Apply Now",
  applyHref: "/start-project",
} as const;

export const jobOpenings: readonly JobOpening[] = [
  {
    role: "UI/UX Designing",
    type: "Full-time",
    location: "Indore",
    experience: "2-4 years",
    description:
      "Turn client goals into research-backed flows, wireframes and polished Figma prototypes, and hand over design systems that developers can build without guesswork.",
    skills: ["Figma", "User research", "Design systems", "Accessibility"],
    datePosted: "2025-10-06",
  },
  {
    role: "React Developer",
    type: "Full-time",
    location: "Indore",
    experience: "3-5 years",
    description:
      "Build fast, accessible interfaces in React and TypeScript, own features from ticket to production, and keep bundle sizes and Core Web Vitals in check.",
    skills: ["React", "TypeScript", "Testing Library", "Performance"],
    datePosted: "2025-10-06",
  },
  {
    role: "QA Intern",
    type: "Internship",
    location: "Indore",
    experience: "Fresher",
    description:
      "Learn manual and automated testing on live projects: write test cases, report reproducible bugs and automate browser checks with Playwright under a mentor's guidance.",
    skills: ["Test cases", "Bug reporting", "Playwright basics", "Curiosity"],
    datePosted: "2025-10-13",
  },
  {
    role: "MERN Stack Developer",
    type: "Full-time",
    location: "Indore",
    experience: "2-5 years",
    description:
      "Design REST and GraphQL APIs in Node.js, model data in MongoDB and ship complete features across the stack for SaaS products and internal business tools.",
    skills: ["MongoDB", "Express", "React", "Node.js"],
    datePosted: "2025-10-13",
  },
  {
    role: "Machine Learning Engineer",
    type: "Full-time",
    location: "Indore",
    experience: "3-6 years",
    description:
      "Take models from notebook to production: data pipelines, training and evaluation, and monitored inference services for forecasting, NLP and document automation.",
    skills: ["Python", "PyTorch", "MLOps", "SQL"],
    datePosted: "2025-10-20",
  },
  {
    role: "Cloud Developer",
    type: "Full-time",
    location: "Indore",
    experience: "4-7 years",
    description:
      "Plan and run cloud migrations, write infrastructure as code, and build the CI/CD pipelines and observability that keep client platforms at 99.9% uptime.",
    skills: ["AWS or Azure", "Terraform", "Kubernetes", "CI/CD"],
    datePosted: "2025-10-20",
  },
];

export const valuesIntro = {
  eyebrow: "How we work",
  title: "Our Values",
  intro: "Four habits we hire for, promote for and hold each other to.",
} as const;

export const values: readonly Item[] = [
  {
    icon: "handshake",
    title: "Ownership",
    description:
      "We treat a client's product as if it were our own: we raise risks early and finish what we start.",
  },
  {
    icon: "graduation",
    title: "Craft and learning",
    description:
      "Code reviews, weekly tech talks and a learning budget keep everyone sharper than they were last quarter.",
  },
  {
    icon: "message",
    title: "Candour",
    description:
      "Clear, kind and direct feedback, upwards as well as downwards. Bad news travels fast here.",
  },
  {
    icon: "users",
    title: "One team",
    description:
      "Designers, developers and testers plan together, so nobody is handed work they had no say in.",
  },
];

export const benefitsIntro = {
  eyebrow: "Life at Malwa Softworks",
  title: "Employee Benefits",
  intro: "The basics done properly, so you can focus on doing the best work of your career.",
} as const;

export const benefits: readonly Item[] = [
  {
    icon: "shield",
    title: "Health cover for your family",
    description:
      "Group medical insurance for you, your spouse, children and parents, from your first day.",
  },
  {
    icon: "calendar",
    title: "Flexible hours and hybrid days",
    description:
      "Core hours from 11 AM to 4 PM and two work-from-home days a week once you are settled in.",
  },
  {
    icon: "lightbulb",
    title: "Learning budget",
    description:
      "An annual allowance for courses, certifications and conference tickets, plus paid study days.",
  },
  {
    icon: "trendingUp",
    title: "Twice-yearly reviews",
    description:
      "Growth conversations every six months with a written plan, so promotions never come as a surprise.",
  },
];

export const hiringIntro = {
  eyebrow: "Hiring process",
  title: "Hired in One Day",
  intro:
    "Our whole hiring process is completed in one day: no month-long loops, no take-home projects that eat your weekend.",
} as const;

export const hiringSteps: readonly Step[] = [
  {
    title: "Apply online",
    description:
      "Send your details and a short note about work you are proud of. We reply within 24 hours to book your interview day.",
  },
  {
    title: "Interview day",
    description:
      "A practical technical conversation in the morning and a chat with your future team lead after lunch, in person or on video.",
  },
  {
    title: "Offer the same evening",
    description:
      "You hear our decision before the day ends, with a written offer and a proposed joining date.",
  },
];

export const internshipNote =
  "Internships run for six months with a dedicated mentor, a real project and a monthly stipend. Interns who do well are offered full-time roles at the end of the programme.";

export const areasIntro = {
  eyebrow: "Where you could fit",
  title: "Career Areas",
  intro: "Six disciplines, one delivery team. Move between them as your interests grow.",
} as const;

export const careerAreas: readonly Item[] = [
  {
    icon: "code",
    title: "Software Engineering",
    description:
      "Web, mobile and back-end development in React, Node.js, React Native and Java for products used by thousands.",
  },
  {
    icon: "pen",
    title: "Product Design",
    description:
      "Research, interaction and visual design for dashboards, consumer apps and enterprise tools.",
  },
  {
    icon: "checkCircle",
    title: "Quality Engineering",
    description:
      "Test strategy, automation and performance testing that lets teams release every week with confidence.",
  },
  {
    icon: "brain",
    title: "Data and AI",
    description:
      "Analytics, machine learning and language-model features, from data pipelines to production inference.",
  },
  {
    icon: "cloud",
    title: "Cloud and DevOps",
    description:
      "Migrations, infrastructure as code, CI/CD and 24/7 monitoring of the platforms our clients depend on.",
  },
  {
    icon: "briefcase",
    title: "Delivery and Consulting",
    description:
      "Project management, business analysis and client success for engagements across three continents.",
  },
];

export const careerCta = {
  title: "Ready to Do the Best Work of Your Career?",
  text: "Apply today and you could have an offer by tomorrow evening. Questions first? Our HR team is happy to talk.",
  actions: [
    { label: "Apply Now", href: "/start-project" },
    { label: "Contact HR", href: "/contact" },
  ] satisfies readonly Cta[],
} as const;
