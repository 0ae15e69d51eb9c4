import type { IconName } from "../components/ui/icon";

/** SPEC §3 service card. `pageTitle` is the slug of the service's page, /service/{pageTitle}. */
export interface ServiceCard {
  readonly title: string;
  readonly pageTitle: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly technologies: readonly string[];
  /** Tailwind gradient classes for the card's icon tile. */
  readonly color: string;
  readonly icon: IconName;
}

export const services: readonly ServiceCard[] = [
  {
    title: "Web Development",
    pageTitle: "web-development",
    description:
      "Fast, secure websites, portals and web applications engineered for search, accessibility and growth, from the first wireframe to managed hosting.",
    features: [
      "Custom web applications and customer portals",
      "Server-rendered pages that load in under two seconds",
      "Headless CMS and e-commerce integrations",
      "Managed hosting with a 99.9% uptime guarantee",
    ],
    technologies: ["React", "Next.js", "TypeScript", "Node.js", "PostgreSQL", "Tailwind CSS"],
    color: "from-brand-500 to-brand-700",
    icon: "code",
  },
  {
    title: "MERN Stack Development",
    pageTitle: "mern-stack",
    description:
      "Full-stack JavaScript products on MongoDB, Express, React and Node.js: one language from database to browser, so features ship faster.",
    features: [
      "SaaS platforms and multi-tenant dashboards",
      "REST and GraphQL APIs with role-based access",
      "Real-time features with WebSockets",
      "Automated tests and CI/CD from the first sprint",
    ],
    technologies: ["MongoDB", "Express.js", "React", "Node.js", "TypeScript", "Redis"],
    color: "from-emerald-500 to-teal-700",
    icon: "layers",
  },
  {
    title: "UI/UX Design",
    pageTitle: "uiux-development",
    description:
      "Research-led product design that turns complex workflows into interfaces people understand on first use, delivered as a design system your developers can build from.",
    features: [
      "User research and usability testing",
      "Wireframes and interactive prototypes",
      "Design systems with documented components",
      "WCAG 2.2 AA accessibility reviews",
    ],
    technologies: ["Figma", "FigJam", "Maze", "Storybook", "Framer"],
    color: "from-fuchsia-500 to-purple-700",
    icon: "pen",
  },
  {
    title: "Mobile App Development",
    pageTitle: "mobile-development",
    description:
      "Native and cross-platform apps for iOS and Android, built for offline use, smooth scrolling and five-star reviews; our apps have passed 10 million downloads.",
    features: [
      "Cross-platform apps with React Native and Flutter",
      "Native Swift and Kotlin where performance matters",
      "Offline sync, push notifications and in-app payments",
      "App Store and Google Play release management",
    ],
    technologies: ["React Native", "Flutter", "Swift", "Kotlin", "Firebase"],
    color: "from-sky-500 to-indigo-700",
    icon: "smartphone",
  },
  {
    title: "Cloud Solutions & DevOps",
    pageTitle: "cloud-solutions",
    description:
      "Cloud migration, infrastructure as code and CI/CD pipelines on AWS, Azure and Google Cloud, run with 24/7 monitoring and a 99.9% uptime guarantee.",
    features: [
      "Cloud migration with zero-downtime cut-overs",
      "Infrastructure as code and GitOps",
      "Kubernetes and serverless platforms",
      "Cost optimisation and 24/7 monitoring",
    ],
    technologies: ["AWS", "Microsoft Azure", "Google Cloud", "Kubernetes", "Terraform", "Docker"],
    color: "from-cyan-500 to-blue-700",
    icon: "cloud",
  },
  {
    title: "Machine Learning & AI",
    pageTitle: "machine-learning",
    description:
      "Predictive models, computer vision and generative AI assistants taken from proof of concept to production, on pipelines that process over 1 billion data points daily.",
    features: [
      "Forecasting, churn and recommendation models",
      "Document AI and computer vision",
      "LLM assistants grounded in your own data",
      "MLOps: monitoring, retraining and governance",
    ],
    technologies: ["Python", "PyTorch", "TensorFlow", "scikit-learn", "LangChain", "Apache Spark"],
    color: "from-violet-500 to-indigo-700",
    icon: "brain",
  },
  {
    title: "Digital Marketing",
    pageTitle: "digital-marketing",
    description:
      "Search, social, paid media and e-mail campaigns measured against revenue, plus the WordPress and Shopify websites that turn the traffic into customers.",
    features: [
      "Technical and local SEO",
      "Paid search and social advertising",
      "Content, e-mail and SMS campaigns",
      "Analytics dashboards tied to revenue",
    ],
    technologies: [
      "Google Ads",
      "Meta Ads",
      "Google Analytics 4",
      "HubSpot",
      "WordPress",
      "Shopify",
    ],
    color: "from-orange-500 to-rose-600",
    icon: "megaphone",
  },
  {
    title: "IT Staff Augmentation",
    pageTitle: "staff-augmentation",
    description:
      "Vetted engineers who join your team in days and work your hours, or a dedicated offshore development centre, with savings of up to 60% on hiring locally.",
    features: [
      "Developers, QA, DevOps and designers on demand",
      "Offshore development centre (ODC) model",
      "Global capability centre (GCC) set-up",
      "Replacement guarantee and flexible scaling",
    ],
    technologies: ["React", "Node.js", "Java", ".NET", "Python", "AWS"],
    color: "from-amber-500 to-orange-700",
    icon: "users",
  },
];
