import type { ServicePage } from "./types";

const startProject = { label: "Start Your Web Project", href: "/start-project" };

export const webDevelopmentPage: ServicePage = {
  slug: "web-development",
  card: {
    title: "Web Development",
    description:
      "Fast, secure websites, portals and web applications engineered for search, accessibility and growth, from the first wireframe to managed hosting.",
    features: [
      "Custom web applications and customer portals",
      "Server-rendered pages that load in under two seconds",
      "Headless CMS and e-commerce integrations",
      "Managed hosting with a 99.9% uptime guarantee",
    ],
    technologies: ["React", "Next.js", "TypeScript", "Node.js", "PostgreSQL", "Tailwind CSS"],
    icon: "code",
  },
  footerLabel: "Web Development",
  seo: {
    title: "Web Development Services | Malwa Softworks",
    description:
      "Custom websites, web applications and customer portals built with React, Next.js and Node.js: fast, accessible, search-ready and hosted with a 99.9% uptime guarantee.",
  },
  serviceType: "Web application development",
  hero: {
    eyebrow: "Web Development",
    title: "Web Development That Moves Your Business Forward",
    lead: "From marketing sites that rank to customer portals that handle thousands of logins an hour, we design, build and run web products that are fast, accessible and easy to change.",
    actions: [startProject, { label: "See What We Build", href: "#offerings" }],
    highlights: [
      { value: "99.9%", label: "uptime guarantee on managed hosting" },
      { value: "< 2 s", label: "page loads on a typical 4G connection" },
      { value: "3 regions", label: "clients across North America, Europe and Asia" },
    ],
  },
  sections: [
    {
      type: "offerings",
      id: "offerings",
      eyebrow: "What we offer",
      title: "Web Solutions for Every Stage of Growth",
      intro:
        "Whether you are launching your first product or replacing a ten-year-old intranet, one team covers design, engineering, content and hosting.",
      items: [
        {
          icon: "monitor",
          title: "Custom Web Applications",
          description:
            "Business software that runs in the browser: booking engines, quoting tools, internal dashboards and workflow apps shaped around how your team actually works.",
          points: ["Role-based access and audit trails", "Integrations with your CRM and ERP"],
        },
        {
          icon: "building",
          title: "Corporate & Marketing Websites",
          description:
            "Pre-rendered sites with structured data, clean URLs and Core Web Vitals in the green, so search engines and buyers find you first.",
          points: ["Editable by your marketing team", "Technical SEO built in"],
        },
        {
          icon: "users",
          title: "Customer & Partner Portals",
          description:
            "Self-service portals where customers track orders, download invoices and raise tickets, cutting support calls and keeping data in one place.",
          points: ["Single sign-on with SAML or OAuth", "Secure document exchange"],
        },
        {
          icon: "cart",
          title: "E-commerce Platforms",
          description:
            "Headless storefronts on Shopify or commercetools, or a custom checkout when your pricing rules outgrow an off-the-shelf plug-in.",
          points: ["Payment gateways incl. Razorpay and Stripe", "Inventory and ERP sync"],
        },
        {
          icon: "workflow",
          title: "APIs & Integrations",
          description:
            "Documented REST and GraphQL APIs that connect your website to payment providers, logistics partners, marketing tools and legacy systems.",
          points: ["OpenAPI documentation", "Webhooks with retries and monitoring"],
        },
        {
          icon: "settings",
          title: "Maintenance & Managed Hosting",
          description:
            "Security patches, uptime monitoring, backups and monthly improvement sprints, so your site keeps getting better after launch day.",
          points: ["99.9% uptime guarantee", "Response within four business hours"],
        },
      ],
    },
    {
      type: "technologies",
      id: "technologies",
      eyebrow: "Our stack",
      title: "Proven Technologies, Chosen for Your Case",
      intro:
        "We pick mature, well-supported tools so your product is easy to hire for and cheap to maintain for years.",
      groups: [
        { label: "Front end", items: ["React", "Next.js", "Remix", "TypeScript", "Tailwind CSS"] },
        { label: "Back end", items: ["Node.js", "NestJS", "Laravel", "Django", "GraphQL"] },
        { label: "Data", items: ["PostgreSQL", "MySQL", "MongoDB", "Redis", "Elasticsearch"] },
        { label: "Content", items: ["Strapi", "Sanity", "Contentful", "WordPress (headless)"] },
        { label: "Hosting", items: ["AWS", "Vercel", "Cloudflare", "Docker", "GitHub Actions"] },
      ],
    },
    {
      type: "process",
      id: "process",
      eyebrow: "How we work",
      title: "From Idea to Launch in Clear Steps",
      intro:
        "Fixed-scope or sprint-based, you always know what is being built, what it costs and when you will see it.",
      steps: [
        {
          title: "Discovery & Scope",
          duration: "Week 1",
          description:
            "Workshops with your stakeholders to map users, content and integrations; you receive a written scope, a sitemap and a fixed estimate.",
        },
        {
          title: "UX & Visual Design",
          duration: "Weeks 2–3",
          description:
            "Wireframes, then high-fidelity designs for desktop and mobile, reviewed with you in clickable prototypes before a line of code is written.",
        },
        {
          title: "Agile Development",
          duration: "Weeks 4–10",
          description:
            "Two-week sprints with a live staging site, demo calls at the end of each sprint and automated tests on every change.",
        },
        {
          title: "Launch & Grow",
          duration: "Week 11 onwards",
          description:
            "Performance and security checks, a zero-downtime launch, analytics set-up and a support plan that keeps improving the site.",
        },
      ],
    },
    {
      type: "reasons",
      id: "why-choose",
      eyebrow: "Why Malwa Softworks",
      title: "Why Businesses Choose Us for the Web",
      items: [
        {
          icon: "gauge",
          title: "Performance by Default",
          description:
            "Every page is budgeted for speed and tested with Lighthouse before release; fast pages rank higher and convert better.",
        },
        {
          icon: "shield",
          title: "Secure from Day One",
          description:
            "OWASP Top 10 checks, dependency scanning and encrypted secrets are part of our pipeline, not an afterthought.",
        },
        {
          icon: "check",
          title: "Accessible to Everyone",
          description:
            "We build to WCAG 2.2 AA so your site works with keyboards, screen readers and zoom, and meets procurement rules.",
        },
        {
          icon: "handshake",
          title: "You Own Everything",
          description:
            "Source code, designs and cloud accounts are yours from the first commit, with documentation your next team can follow.",
        },
      ],
    },
    {
      type: "cta",
      id: "start",
      title: "Ready to Build a Website That Works as Hard as You Do?",
      intro:
        "Tell us about your goals and we will come back within 24 hours with questions, a first estimate and a suggested plan.",
      actions: [startProject],
      notes: ["Free consultation", "Fixed-price estimate", "NDA on request"],
    },
  ],
};
