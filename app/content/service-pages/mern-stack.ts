import type { ServicePage } from "./types";

const startProject = { label: "Start Your Project", href: "/start-project" };

export const mernStackPage: ServicePage = {
  slug: "mern-stack",
  card: {
    title: "MERN Stack Development",
    description:
      "Full-stack JavaScript products on MongoDB, Express, React and Node.js: one language from database to browser, so features ship faster.",
    features: [
      "SaaS platforms and multi-tenant dashboards",
      "REST and GraphQL APIs with role-based access",
      "Real-time features with WebSockets",
      "Automated tests and CI/CD from the first sprint",
    ],
    technologies: ["MongoDB", "Express.js", "React", "Node.js", "TypeScript", "Redis"],
    icon: "layers",
  },
  footerLabel: "MERN Stack Development",
  seo: {
    title: "MERN Stack Development Services | Malwa Softworks",
    description:
      "Full-stack JavaScript development on MongoDB, Express, React and Node.js: SaaS platforms, real-time dashboards and APIs built by a dedicated MERN team in Indore.",
  },
  serviceType: "Full-stack JavaScript development",
  hero: {
    eyebrow: "MERN Stack Development",
    title: "Full-Stack JavaScript Products, Shipped Faster",
    lead: "MongoDB, Express, React and Node.js let one team own every layer of your product in a single language. We use that to cut hand-offs and ship working features every two weeks.",
    actions: [startProject, { label: "Explore Our MERN Services", href: "#offerings" }],
    highlights: [
      { value: "1 language", label: "from database to browser" },
      { value: "2-week", label: "release cycles with live demos" },
      { value: "24/7", label: "monitoring and support after launch" },
    ],
  },
  sections: [
    {
      type: "offerings",
      id: "offerings",
      eyebrow: "What we offer",
      title: "MERN Stack Services",
      intro:
        "From a first MVP to a multi-tenant platform serving thousands of companies, we cover architecture, build, testing and operations.",
      items: [
        {
          icon: "rocket",
          title: "MVP Development",
          description:
            "A production-ready first version in 8 to 12 weeks, scoped around the one workflow your early customers will pay for.",
          points: ["Clickable prototype in week two", "Analytics from the first release"],
        },
        {
          icon: "dashboard",
          title: "SaaS Platforms",
          description:
            "Multi-tenant applications with subscription billing, team management, audit logs and the admin tools your support staff need.",
          points: ["Stripe or Razorpay billing", "Tenant-level data isolation"],
        },
        {
          icon: "zap",
          title: "Real-Time Applications",
          description:
            "Live dashboards, chat, collaborative editing and tracking screens on WebSockets and change streams, tested under realistic load.",
          points: ["Socket.IO and MongoDB change streams", "Horizontal scaling with Redis"],
        },
        {
          icon: "workflow",
          title: "API Development",
          description:
            "Versioned REST and GraphQL APIs with validation, rate limiting and OpenAPI documentation that mobile and partner teams can rely on.",
          points: ["JWT and OAuth 2.0 security", "Contract tests in CI"],
        },
        {
          icon: "database",
          title: "MongoDB Design & Tuning",
          description:
            "Schema design for your access patterns, indexes that keep queries under 50 ms, and migrations from MySQL or legacy stores.",
          points: ["Atlas set-up and backups", "Aggregation pipelines for reporting"],
        },
        {
          icon: "settings",
          title: "Modernisation & Support",
          description:
            "We take over existing Node.js and React code bases, add tests, upgrade dependencies and pay down the debt that slows your releases.",
          points: ["Code audit within two weeks", "24/7 monitoring and on-call support"],
        },
      ],
    },
    {
      type: "technologies",
      id: "technologies",
      eyebrow: "The stack",
      title: "Everything Around the Four Letters",
      intro:
        "MERN is the core; these are the tools we put around it to make products secure, observable and quick to change.",
      groups: [
        { label: "Front end", items: ["React", "Next.js", "Redux Toolkit", "TanStack Query"] },
        { label: "Back end", items: ["Node.js", "Express.js", "NestJS", "Socket.IO", "GraphQL"] },
        { label: "Data", items: ["MongoDB Atlas", "Mongoose", "Redis", "Elasticsearch"] },
        { label: "Quality", items: ["TypeScript", "Jest", "Playwright", "ESLint", "SonarQube"] },
        { label: "Delivery", items: ["Docker", "GitHub Actions", "AWS", "Grafana"] },
      ],
    },
    {
      type: "process",
      id: "process",
      eyebrow: "How we deliver",
      title: "Our MERN Delivery Process",
      steps: [
        {
          title: "Product Discovery",
          duration: "1–2 weeks",
          description:
            "We map user journeys, data and integrations, then agree a release plan with priorities you control.",
        },
        {
          title: "Architecture & Prototype",
          duration: "1–2 weeks",
          description:
            "Data model, API contracts and a clickable prototype, so design and engineering decisions are tested early and cheaply.",
        },
        {
          title: "Sprint Development",
          duration: "Ongoing",
          description:
            "Two-week sprints with demos on a live staging environment, code review on every pull request and automated tests.",
        },
        {
          title: "Launch & Operate",
          duration: "Ongoing",
          description:
            "Zero-downtime deployment, monitoring and alerting, then a support plan that keeps the product fast and secure as it grows.",
        },
      ],
    },
    {
      type: "reasons",
      id: "why-choose",
      eyebrow: "Why Malwa Softworks",
      title: "Why Teams Choose Our MERN Developers",
      items: [
        {
          icon: "users",
          title: "Full-Stack Ownership",
          description:
            "Each developer works across React and Node.js, so a feature is built end to end by the people who designed it.",
        },
        {
          icon: "checkCircle",
          title: "Tested, Typed Code",
          description:
            "TypeScript throughout and automated tests on every change keep regressions out of production.",
        },
        {
          icon: "trendingUp",
          title: "Built to Scale",
          description:
            "Stateless services, caching and indexed queries mean your platform grows with your customers without a rewrite.",
        },
        {
          icon: "clock",
          title: "Overlapping Hours",
          description:
            "Our Indore team overlaps with working hours in Europe and Asia and holds daily stand-ups with North American clients.",
        },
      ],
    },
    {
      type: "cta",
      id: "start",
      title: "Have a Product in Mind? Let's Build It Together.",
      intro:
        "Share your idea and we will reply within 24 hours with questions, a suggested architecture and a first estimate.",
      actions: [startProject],
      notes: ["Free consultation", "MVP in 8–12 weeks", "NDA on request"],
    },
  ],
};
