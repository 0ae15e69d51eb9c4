import type { ServicePage } from "./types";

export const cloudSolutionsPage: ServicePage = {
  slug: "cloud-solutions",
  card: {
    title: "Cloud Solutions & DevOps",
    description:
      "Cloud migration, infrastructure as code and CI/CD pipelines on AWS, Azure and Google Cloud, run with 24/7 monitoring and a 99.9% uptime guarantee.",
    features: [
      "Cloud migration with zero-downtime cut-overs",
      "Infrastructure as code and GitOps",
      "Kubernetes and serverless platforms",
      "Cost optimisation and 24/7 monitoring",
    ],
    technologies: ["AWS", "Microsoft Azure", "Google Cloud", "Kubernetes", "Terraform", "Docker"],
    icon: "cloud",
  },
  footerLabel: "Cloud Solutions",
  seo: {
    title: "Cloud Solutions & DevOps Services | Malwa Softworks",
    description:
      "Cloud migration, Kubernetes, infrastructure as code and CI/CD on AWS, Azure and Google Cloud, with 24/7 monitoring and support and a 99.9% uptime guarantee.",
  },
  serviceType: "Cloud migration and DevOps",
  hero: {
    eyebrow: "Cloud Solutions & DevOps",
    title: "Cloud Infrastructure That Scales and Stays Up",
    lead: "We migrate your applications to AWS, Azure or Google Cloud, automate how they are built and deployed, and run them around the clock so your team can focus on the product.",
    actions: [
      { label: "Get a Free Cloud Assessment", href: "/contact" },
      { label: "View Cloud Services", href: "#offerings" },
    ],
    highlights: [
      { value: "99.9%", label: "uptime guarantee on managed platforms" },
      { value: "24/7", label: "monitoring and support by on-call engineers" },
      { value: "30%", label: "typical saving on the monthly cloud bill" },
    ],
  },
  sections: [
    {
      type: "offerings",
      id: "offerings",
      eyebrow: "What we offer",
      title: "Cloud & DevOps Services",
      intro:
        "From a single lift-and-shift to a platform team on retainer, every engagement ends with infrastructure you can read, review and reproduce.",
      items: [
        {
          icon: "cloud",
          title: "Cloud Migration",
          description:
            "Assessment, landing zone and a wave-by-wave migration plan that moves workloads with rehearsed, zero-downtime cut-overs.",
          points: ["Rehost, replatform or refactor", "Data migration with verification"],
        },
        {
          icon: "code",
          title: "Infrastructure as Code",
          description:
            "Every network, database and permission written in Terraform and reviewed like application code, so environments never drift.",
          points: ["Reusable Terraform modules", "GitOps with Argo CD"],
        },
        {
          icon: "layers",
          title: "Kubernetes & Containers",
          description:
            "Docker images and managed Kubernetes (EKS, AKS, GKE) with autoscaling, health checks and safe rolling deployments.",
          points: ["Helm charts and policies", "Blue-green and canary releases"],
        },
        {
          icon: "workflow",
          title: "CI/CD Pipelines",
          description:
            "Pipelines that build, test, scan and deploy every change in minutes, so releases become routine instead of risky.",
          points: ["GitHub Actions or GitLab CI", "Automated rollback"],
        },
        {
          icon: "chart",
          title: "Monitoring & SRE",
          description:
            "Dashboards, alerts and runbooks, with 24/7 monitoring and support by engineers who respond to incidents within 15 minutes.",
          points: ["SLOs and error budgets", "Monthly reliability reports"],
        },
        {
          icon: "shield",
          title: "Security & Cost Optimisation",
          description:
            "Least-privilege access, encryption and compliance checks, plus rightsizing and savings plans that cut wasted spend.",
          points: ["CIS benchmark reviews", "FinOps reporting per team"],
        },
      ],
    },
    {
      type: "technologies",
      id: "technologies",
      eyebrow: "Platforms & tools",
      title: "Certified Across the Major Clouds",
      groups: [
        { label: "Clouds", items: ["AWS", "Microsoft Azure", "Google Cloud", "DigitalOcean"] },
        { label: "Containers", items: ["Docker", "Kubernetes", "Helm", "AWS Fargate"] },
        { label: "Automation", items: ["Terraform", "Ansible", "Argo CD", "GitHub Actions"] },
        { label: "Observability", items: ["Prometheus", "Grafana", "Datadog", "OpenTelemetry"] },
      ],
    },
    {
      type: "process",
      id: "process",
      eyebrow: "How we migrate",
      title: "A Low-Risk Path to the Cloud",
      steps: [
        {
          title: "Assess",
          duration: "1–2 weeks",
          description:
            "We inventory applications, dependencies and costs, then recommend what to move, how and in what order.",
        },
        {
          title: "Design the Landing Zone",
          duration: "1–2 weeks",
          description:
            "Accounts, networking, identity and guardrails defined in code, ready for production and audits.",
        },
        {
          title: "Migrate in Waves",
          duration: "4–12 weeks",
          description:
            "Workloads move in small, rehearsed waves with rollback plans, so nothing changes for your users.",
        },
        {
          title: "Operate & Optimise",
          duration: "Ongoing",
          description:
            "24/7 monitoring, patching and monthly cost reviews keep the platform reliable, secure and lean.",
        },
      ],
    },
    {
      type: "stats",
      id: "reliability",
      eyebrow: "Reliability you can measure",
      title: "Numbers We Commit To",
      items: [
        {
          value: "99.9%",
          label: "Uptime guarantee",
          description: "Backed by multi-zone architecture and service credits in our contracts.",
        },
        {
          value: "24/7",
          label: "Monitoring and support",
          description: "On-call engineers watch your platform every hour of every day.",
        },
        {
          value: "15 min",
          label: "Incident response",
          description:
            "Critical alerts are acknowledged and worked on within a quarter of an hour.",
        },
      ],
    },
    {
      type: "reasons",
      id: "why-choose",
      eyebrow: "Why Malwa Softworks",
      title: "Why Teams Run Their Cloud With Us",
      items: [
        {
          icon: "award",
          title: "Certified Engineers",
          description:
            "AWS, Azure and Kubernetes certified engineers design and run every platform we hand over.",
        },
        {
          icon: "lock",
          title: "Secure and Compliant",
          description:
            "Guardrails for ISO 27001 and GDPR are built into the landing zone, not bolted on before an audit.",
        },
        {
          icon: "trendingUp",
          title: "Costs Under Control",
          description:
            "Tagging, budgets and monthly reviews show exactly where each rupee or dollar of cloud spend goes.",
        },
        {
          icon: "handshake",
          title: "No Lock-In",
          description:
            "Everything lives in your accounts and your repositories, documented so any team can take over.",
        },
      ],
    },
    {
      type: "cta",
      id: "start",
      title: "Find Out What Your Cloud Could Cost and Save",
      intro:
        "Book a free assessment: we review your current set-up and send you a migration plan and cost estimate within a week.",
      actions: [{ label: "Request Your Cloud Assessment", href: "/contact" }],
      notes: ["Free assessment", "99.9% uptime guarantee", "24/7 support"],
    },
  ],
};
