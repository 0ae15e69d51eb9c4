/**
 * The six openings the career page showed before openings moved into the database. An empty
 * store receives them at its first start, open, each valid for the default number of days from
 * that start, so a fresh install shows the same career page.
 */
import type { OpeningInput } from "#shared/hiring/openings.ts";

type FirstOpening = Omit<OpeningInput, "validThrough" | "salaryMin" | "salaryMax">;

function describe(summary: string, responsibilities: readonly string[], skills: readonly string[]) {
  return [
    summary,
    "## What you will do",
    responsibilities.map((line) => `- ${line}`).join("\n"),
    "## What you bring",
    skills.map((line) => `- ${line}`).join("\n"),
  ].join("\n\n");
}

export const FIRST_OPENINGS: readonly FirstOpening[] = [
  {
    slug: "ui-ux-designer",
    title: "UI/UX Designing",
    department: "Product Design",
    workplace: "on-site",
    employmentType: "full-time",
    experience: "2-4 years",
    datePosted: "2025-10-06",
    description: describe(
      "Turn client goals into research-backed flows, wireframes and polished Figma prototypes, and hand over design systems that developers can build without guesswork.",
      [
        "Run interviews and usability tests with our clients' users",
        "Design flows, wireframes and high-fidelity prototypes in Figma",
        "Keep design systems that developers can build from directly",
      ],
      ["2-4 years of product design", "Figma", "User research", "Design systems", "Accessibility"],
    ),
  },
  {
    slug: "react-developer",
    title: "React Developer",
    department: "Software Engineering",
    workplace: "on-site",
    employmentType: "full-time",
    experience: "3-5 years",
    datePosted: "2025-10-06",
    description: describe(
      "Build fast, accessible interfaces in React and TypeScript, own features from ticket to production, and keep bundle sizes and Core Web Vitals in check.",
      [
        "Own features from ticket to production",
        "Write accessible components and the tests that keep them working",
        "Measure and improve bundle sizes and Core Web Vitals",
      ],
      ["3-5 years with React", "TypeScript", "Testing Library", "Performance"],
    ),
  },
  {
    slug: "qa-intern",
    title: "QA Intern",
    department: "Quality Engineering",
    workplace: "on-site",
    employmentType: "internship",
    experience: "Fresher",
    datePosted: "2025-10-13",
    description: describe(
      "Learn manual and automated testing on live projects: write test cases, report reproducible bugs and automate browser checks with Playwright under a mentor's guidance.",
      [
        "Write test cases for features on live projects",
        "Report bugs so that anyone can reproduce them",
        "Automate browser checks with Playwright, guided by a mentor",
      ],
      ["Freshers welcome", "Test cases", "Bug reporting", "Playwright basics", "Curiosity"],
    ),
  },
  {
    slug: "mern-stack-developer",
    title: "MERN Stack Developer",
    department: "Software Engineering",
    workplace: "on-site",
    employmentType: "full-time",
    experience: "2-5 years",
    datePosted: "2025-10-13",
    description: describe(
      "Design REST and GraphQL APIs in Node.js, model data in MongoDB and ship complete features across the stack for SaaS products and internal business tools.",
      [
        "Design REST and GraphQL APIs in Node.js",
        "Model data in MongoDB",
        "Ship complete features across the stack",
      ],
      ["2-5 years across the stack", "MongoDB", "Express", "React", "Node.js"],
    ),
  },
  {
    slug: "machine-learning-engineer",
    title: "Machine Learning Engineer",
    department: "Data and AI",
    workplace: "on-site",
    employmentType: "full-time",
    experience: "3-6 years",
    datePosted: "2025-10-20",
    description: describe(
      "Take models from notebook to production: data pipelines, training and evaluation, and monitored inference services for forecasting, NLP and document automation.",
      [
        "Build data pipelines and training and evaluation runs",
        "Serve models as monitored inference services",
        "Work on forecasting, NLP and document automation",
      ],
      ["3-6 years of machine learning", "Python", "PyTorch", "MLOps", "SQL"],
    ),
  },
  {
    slug: "cloud-developer",
    title: "Cloud Developer",
    department: "Cloud and DevOps",
    workplace: "on-site",
    employmentType: "full-time",
    experience: "4-7 years",
    datePosted: "2025-10-20",
    description: describe(
      "Plan and run cloud migrations, write infrastructure as code, and build the CI/CD pipelines and observability that keep client platforms at 99.9% uptime.",
      [
        "Plan and run cloud migrations",
        "Write infrastructure as code",
        "Build CI/CD pipelines and observability",
      ],
      ["4-7 years in the cloud", "AWS or Azure", "Terraform", "Kubernetes", "CI/CD"],
    ),
  },
];
