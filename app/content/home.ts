import type { IconName } from "../components/ui/icon";
import type { Cta, FaqItem, Item, PageSeo, Stat, Step, Testimonial } from "./types";

/** Home page copy, in the order the page shows it (SPEC §1 hero, §2 Home). */

export const homeSeo: PageSeo = {
  title: "Enterprise Software Development in Indore | Malwa Softworks",
  description:
    "Malwa Softworks builds custom software, web and mobile apps, cloud platforms and AI solutions for businesses worldwide, from first idea to launch, engineered in Indore, India.",
};

/** The marks the hero's technology strip can draw. */
export type TechMark = "react" | "node" | "mongodb" | "aws" | "ai" | "mobile";

export interface TechStackEntry {
  readonly name: string;
  readonly mark: TechMark;
}

export interface HomeHero {
  readonly badge: string;
  /** The headline is `title` followed by `titleHighlight`, which is drawn in the brand gradient. */
  readonly title: string;
  readonly titleHighlight: string;
  readonly tagline: string;
  readonly invitation: string;
  readonly actions: readonly Cta[];
  readonly stackTitle: string;
  readonly stack: readonly TechStackEntry[];
  readonly growth: {
    readonly title: string;
    readonly change: string;
    readonly period: string;
    readonly progressPercent: number;
  };
  readonly countersLabel: string;
  readonly counters: readonly Stat[];
  readonly trustLine: string;
}

export const homeHero: HomeHero = {
  badge: "Enterprise Software Solutions",
  title: "Enterprise Software Development &",
  titleHighlight: "Digital Transformation",
  tagline:
    "We take your idea from concept to launch: planning, designing, building and scaling the secure web platforms, mobile apps and cloud systems your customers and teams rely on every day.",
  invitation: "Let's bring your vision to life.",
  actions: [
    { label: "Start Your Project", href: "/start-project" },
    { label: "View Services", href: "/services" },
  ],
  stackTitle: "Our technology stack",
  stack: [
    { name: "React", mark: "react" },
    { name: "Node.js", mark: "node" },
    { name: "MongoDB", mark: "mongodb" },
    { name: "AWS Cloud", mark: "aws" },
    { name: "AI/ML", mark: "ai" },
    { name: "Mobile", mark: "mobile" },
  ],
  growth: {
    title: "Business Growth",
    change: "+75.24%",
    period: "Last 30 days",
    progressPercent: 75,
  },
  countersLabel: "Malwa Softworks in numbers",
  counters: [
    {
      value: 300,
      suffix: "+",
      label: "Successful Projects Delivered",
      subtitle: "Web, mobile, cloud and AI",
    },
    {
      value: 200,
      suffix: "+",
      label: "Global Clients Served",
      subtitle: "From start-ups to enterprises",
    },
    { value: 10, suffix: "+", label: "Years of IT Expertise", subtitle: "Senior-led engineering" },
    { value: 95, suffix: "%", label: "Client Retention Rate", subtitle: "Clients who come back" },
  ],
  trustLine: "Trusted worldwide for innovation, precision, and performance.",
};

export interface OfferingCard {
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly icon: IconName;
}

export const homeServices = {
  eyebrow: "What We Do",
  title: "Services That Move Your Business Forward",
  intro:
    "One partner for the whole journey: strategy, design, engineering, cloud operations and the data work that keeps your product ahead.",
  linkLabel: "Learn More",
  linkHref: "/services",
  cards: [
    {
      title: "Custom Software Development",
      description:
        "Bespoke platforms built around the way your business actually works, from internal tools to customer-facing portals.",
      features: [
        "Requirement workshops and clickable prototypes",
        "Scalable, well-documented architecture",
        "Integrations with your ERP, CRM and payments",
      ],
      icon: "code",
    },
    {
      title: "Web & Mobile Applications",
      description:
        "Fast, accessible web apps and native-quality iOS and Android apps that share one secure back end.",
      features: [
        "React and Next.js web applications",
        "React Native and Flutter mobile apps",
        "Performance budgets on every release",
      ],
      icon: "smartphone",
    },
    {
      title: "Cloud Migration & DevOps",
      description:
        "Move workloads to AWS, Azure or Google Cloud without downtime, then ship faster with automated pipelines.",
      features: [
        "Zero-downtime migration plans",
        "Infrastructure as code with Terraform",
        "CI/CD, monitoring and cost optimisation",
      ],
      icon: "cloud",
    },
    {
      title: "AI & Machine Learning",
      description:
        "Put your data to work with forecasting, document understanding, recommendations and assistants grounded in your own knowledge.",
      features: [
        "Predictive models and analytics",
        "LLM assistants with retrieval on your data",
        "MLOps for reliable retraining",
      ],
      icon: "brain",
    },
    {
      title: "Cybersecurity & Compliance",
      description:
        "Security designed in from the first sprint: threat modelling, secure code review and audits that satisfy your customers.",
      features: [
        "OWASP-based testing and code review",
        "ISO 27001 and GDPR-ready processes",
        "Identity, access and encryption done right",
      ],
      icon: "shield",
    },
    {
      title: "Digital Transformation",
      description:
        "Replace spreadsheets and legacy systems with connected digital workflows, and give leaders real-time insight into operations.",
      features: [
        "Process mapping and automation",
        "Legacy modernisation in safe increments",
        "Dashboards for real-time decisions",
      ],
      icon: "workflow",
    },
  ] satisfies readonly OfferingCard[],
  cta: { label: "Start Your Project", href: "/start-project" } satisfies Cta,
};

export interface TechCategory {
  readonly name: string;
  readonly icon: IconName;
  readonly technologies: readonly string[];
}

export const homeTechnology = {
  eyebrow: "Technology",
  title: "Modern Technology, Proven in Production",
  intro:
    "We choose the right tool for each problem from a stack our engineers use every day, and we stay certified on the platforms you run on.",
  categories: [
    {
      name: "Frontend",
      icon: "monitor",
      technologies: ["React", "Next.js", "Angular", "Vue.js", "TypeScript", "Tailwind CSS"],
    },
    {
      name: "Backend",
      icon: "server",
      technologies: ["Node.js", "Express", "NestJS", "Python & Django", "Spring Boot", "GraphQL"],
    },
    {
      name: "Database",
      icon: "database",
      technologies: ["MongoDB", "PostgreSQL", "MySQL", "Redis", "Elasticsearch", "DynamoDB"],
    },
    {
      name: "Cloud & DevOps",
      icon: "cloud",
      technologies: ["AWS", "Microsoft Azure", "Google Cloud", "Docker", "Kubernetes", "Terraform"],
    },
    {
      name: "AI/ML",
      icon: "brain",
      technologies: [
        "TensorFlow",
        "PyTorch",
        "scikit-learn",
        "OpenAI API",
        "LangChain",
        "Hugging Face",
      ],
    },
    {
      name: "Mobile",
      icon: "smartphone",
      technologies: ["React Native", "Flutter", "Swift", "Kotlin", "Ionic", "Firebase"],
    },
  ] satisfies readonly TechCategory[],
  certificationsTitle: "Certified Team Expertise",
  certifications: [
    {
      title: "AWS Certified Solutions Architects",
      description:
        "Our cloud leads hold AWS Solutions Architect certifications and design for resilience and cost from day one.",
      icon: "cloud",
    },
    {
      title: "Microsoft Azure Certified Developers",
      description:
        "Azure-certified engineers build and deploy on the Microsoft cloud your enterprise already trusts.",
      icon: "server",
    },
    {
      title: "Google Cloud Certified Engineers",
      description:
        "Team members certified on Google Cloud run data pipelines and machine learning workloads on GCP.",
      icon: "globe",
    },
    {
      title: "ISO 27001 Lead Implementers",
      description:
        "Security leads trained as ISO 27001 Lead Implementers keep every delivery process audit-ready.",
      icon: "lock",
    },
    {
      title: "Certified Scrum Masters",
      description:
        "Certified Scrum Masters run transparent two-week sprints with demos your stakeholders can join.",
      icon: "users",
    },
    {
      title: "Certified Kubernetes Administrators",
      description:
        "CKA-certified DevOps engineers operate production clusters with zero-downtime deployments.",
      icon: "layers",
    },
  ] satisfies readonly Item[],
  agileTitle: "Our Agile Delivery Cycle",
  agileSteps: [
    {
      title: "Discovery",
      description:
        "Workshops with your stakeholders pin down goals, users, risks and what success looks like.",
    },
    {
      title: "Design",
      description:
        "Wireframes, clickable prototypes and an architecture plan you approve before production code starts.",
    },
    {
      title: "Development",
      description:
        "Two-week sprints with working software at every demo, automated tests and review on every change.",
    },
    {
      title: "Deployment",
      description:
        "Automated releases, monitoring and a hand-over your team can own, with support after launch.",
    },
  ] satisfies readonly Step[],
};

export interface Metric {
  readonly value: string;
  readonly label: string;
}

export interface TrustBadge {
  readonly label: string;
  readonly icon: IconName;
}

export const homeTrackRecord = {
  eyebrow: "Track Record",
  title: "Results Our Clients Can Measure",
  intro:
    "Numbers we are proud of, earned one delivered release and one satisfied client at a time.",
  stats: [
    {
      value: 200,
      suffix: "+",
      label: "Projects Delivered",
      subtitle: "For start-ups and enterprises",
    },
    {
      value: 15,
      suffix: "+",
      label: "Countries Served",
      subtitle: "North America, Europe and Asia",
    },
    { value: 95, suffix: "%", label: "Client Retention", subtitle: "Clients who stay with us" },
    {
      value: 50,
      suffix: "+",
      label: "Expert Developers",
      subtitle: "Full-time engineers in Indore",
    },
  ] satisfies readonly Stat[],
  metricsLabel: "Service commitments",
  metrics: [
    { value: "99.9%", label: "Uptime on the platforms we manage" },
    { value: "< 24 h", label: "Response to every new enquiry" },
    { value: "$0", label: "Cost of your first consultation" },
  ] satisfies readonly Metric[],
  badgesLabel: "Certifications and guarantees",
  badges: [
    { label: "ISO 27001 Certified", icon: "shield" },
    { label: "GDPR Compliant", icon: "lock" },
    { label: "24/7 Support", icon: "clock" },
    { label: "NDA Protected", icon: "checkCircle" },
  ] satisfies readonly TrustBadge[],
};

export const homeContact = {
  eyebrow: "Contact",
  title: "Book Your Free Consultation",
  intro:
    "Tell us about your project and a senior engineer will get back to you within 24 hours with honest advice on scope, timeline and budget.",
  nextStepsTitle: "What happens next",
  nextSteps: [
    "We reply within 24 hours, usually on the same working day.",
    "A 30-minute call with a senior engineer to understand your goals.",
    "A written proposal with scope, timeline and a clear estimate.",
  ],
  reachUsTitle: "Prefer to talk now?",
};

export const homeProcess = {
  eyebrow: "Our Process",
  title: "A Proven Path from Idea to Impact",
  intro:
    "Four stages, each with clear deliverables and sign-off, so you always know where your project stands.",
  steps: [
    {
      title: "Discovery & Analysis",
      description:
        "We study your business, users and existing systems, then agree measurable goals and a realistic scope.",
    },
    {
      title: "Strategic Planning",
      description:
        "A roadmap of milestones, architecture, team and budget, so you know what ships when and at what cost.",
    },
    {
      title: "Agile Development",
      description:
        "Cross-functional squads deliver in two-week sprints with demos, automated testing and full transparency.",
    },
    {
      title: "Growth & Optimization",
      description:
        "After launch we monitor, measure and improve performance, conversion and features as you grow.",
    },
  ] satisfies readonly Step[],
};

export const homeWhyChoose = {
  eyebrow: "Why Choose Us",
  title: "Why Businesses Choose Malwa Softworks",
  intro:
    "Enterprise-grade engineering with the focus and flexibility of a partner who knows your product by name.",
  items: [
    {
      title: "Senior-Led Teams",
      description:
        "Every project has a senior architect accountable from kickoff to launch, not just at the sales stage.",
      icon: "award",
    },
    {
      title: "Transparent Delivery",
      description:
        "Sprint demos, a shared board and weekly reports: you always know what was done and what comes next.",
      icon: "dashboard",
    },
    {
      title: "Security by Default",
      description:
        "ISO 27001-certified processes, NDAs as standard, and source code that belongs to you from the first commit.",
      icon: "shield",
    },
    {
      title: "Long-Term Partnership",
      description:
        "95% of our clients stay with us after the first project for support, scale-up and new products.",
      icon: "handshake",
    },
  ] satisfies readonly Item[],
};

export const homeTestimonials = {
  eyebrow: "Testimonials",
  title: "What Our Clients Say",
  intro:
    "Teams in logistics, healthcare, retail and finance trust us with products that matter to them.",
  /**
   * Sample copy written by our team (DESIGN §4.6), not quotes from real clients: it shows how
   * client stories appear on the page until approved quotes replace it.
   */
  items: [
    {
      name: "Ananya Deshpande",
      role: "Operations Director, logistics company",
      rating: 5,
      text: "Malwa Softworks replaced our spreadsheet-driven dispatch with a web and mobile platform in four months. Drivers adopted the app within a week, and our planners now see every shipment in real time.",
      initial: "A",
      color: "bg-brand-600",
    },
    {
      name: "Daniel Whitaker",
      role: "CTO, healthcare software start-up",
      rating: 5,
      text: "They moved our platform to AWS with zero downtime and set up the delivery pipelines we still use today. Communication across time zones was clear, proactive and honest about trade-offs.",
      initial: "D",
      color: "bg-accent-600",
    },
  ] satisfies readonly Testimonial[],
};

export const homeFaq = {
  eyebrow: "FAQ",
  title: "Frequently Asked Questions",
  items: [
    {
      question: "How long does a typical software project take?",
      answer:
        "A focused first release usually takes 8 to 12 weeks; larger enterprise platforms are delivered in phases of three to six months. After the free consultation you receive a written timeline with milestones, and you see working software at every two-week sprint demo.",
    },
    {
      question: "How much does custom software development cost?",
      answer:
        "It depends on scope, integrations and team size. We offer fixed-price quotes for well-defined projects and monthly dedicated-team pricing for evolving products. You get a detailed, itemised estimate after the free consultation, with no obligation.",
    },
    {
      question: "Do we own the source code and intellectual property?",
      answer:
        "Yes. All source code, designs and documentation belong to you from the first commit. We sign an NDA before discussing your idea and hand over repositories, credentials and documentation at the end of every engagement.",
    },
  ] satisfies readonly FaqItem[],
};

export const homeClosingCta = {
  title: "Ready to Start Your Digital Transformation?",
  text: "Share your idea today and get a free, no-obligation consultation with a senior engineer who has built products like yours.",
  actions: [
    { label: "Start Your Project", href: "/start-project" },
    { label: "Explore Services", href: "/services" },
  ] satisfies readonly Cta[],
  notes: ["Free Consultation", "24/7 Support", "Quick Turnaround"],
};
