import type { ServicePage } from "./types";

export const uiuxDevelopmentPage: ServicePage = {
  slug: "uiux-development",
  card: {
    title: "UI/UX Design",
    description:
      "Research-led product design that turns complex workflows into interfaces people understand on first use, delivered as a design system your developers can build from.",
    features: [
      "User research and usability testing",
      "Wireframes and interactive prototypes",
      "Design systems with documented components",
      "WCAG 2.2 AA accessibility reviews",
    ],
    technologies: ["Figma", "FigJam", "Maze", "Storybook", "Framer"],
    icon: "pen",
  },
  footerLabel: "UI/UX Design",
  seo: {
    title: "UI/UX Design Services | Malwa Softworks",
    description:
      "User research, wireframes, interactive prototypes and design systems for web and mobile products, designed in Figma and reviewed for WCAG 2.2 AA accessibility.",
  },
  serviceType: "User interface and user experience design",
  hero: {
    eyebrow: "UI/UX Design",
    title: "Interfaces People Understand on First Use",
    lead: "We research how your users work, prototype the answers and test them with real people, then hand your developers a design system they can build from without guesswork.",
    actions: [
      { label: "Book a Design Consultation", href: "/contact" },
      { label: "Explore Design Services", href: "#offerings" },
    ],
    highlights: [
      { value: "5 users", label: "tested per round, enough to find most usability issues" },
      { value: "AA", label: "WCAG 2.2 contrast and keyboard checks on every screen" },
      { value: "1 source", label: "of truth in a shared Figma design system" },
    ],
  },
  sections: [
    {
      type: "offerings",
      id: "offerings",
      eyebrow: "What we offer",
      title: "Design Services from Research to Hand-off",
      intro:
        "Engage us for a single audit or for the whole journey from first interview to the last pixel in production.",
      items: [
        {
          icon: "search",
          title: "User Research",
          description:
            "Stakeholder workshops, user interviews and analytics reviews that show where people struggle and why.",
          points: ["Personas and journey maps", "Jobs-to-be-done interviews"],
        },
        {
          icon: "layers",
          title: "Information Architecture",
          description:
            "Card sorting and tree testing to organise navigation and content so users find things where they expect them.",
          points: ["Sitemaps and user flows", "Navigation validated with users"],
        },
        {
          icon: "pen",
          title: "Wireframes & Prototypes",
          description:
            "Low-fidelity wireframes to agree structure, then interactive Figma prototypes realistic enough to test with customers.",
          points: ["Clickable flows for web and mobile", "Stakeholder review sessions"],
        },
        {
          icon: "sparkles",
          title: "Visual & Interaction Design",
          description:
            "A visual language that fits your brand, with motion and micro-interactions that explain what just happened.",
          points: ["Light and dark themes", "Responsive layouts from 320 px up"],
        },
        {
          icon: "dashboard",
          title: "Design Systems",
          description:
            "Reusable components, tokens and usage guidelines in Figma and Storybook, keeping designers and developers in step.",
          points: ["Colour, type and spacing tokens", "Documented component states"],
        },
        {
          icon: "checkCircle",
          title: "Usability & Accessibility Audits",
          description:
            "Expert reviews and moderated tests of your existing product, with a prioritised list of fixes and their expected impact.",
          points: ["WCAG 2.2 AA report", "Heuristic evaluation"],
        },
      ],
    },
    {
      type: "technologies",
      id: "tools",
      eyebrow: "Our toolkit",
      title: "Tools We Design and Test With",
      groups: [
        { label: "Design", items: ["Figma", "FigJam", "Adobe Illustrator", "Framer"] },
        { label: "Research", items: ["Maze", "Lookback", "Hotjar", "Optimal Workshop"] },
        { label: "Hand-off", items: ["Figma Dev Mode", "Storybook", "Zeroheight"] },
        { label: "Accessibility", items: ["axe DevTools", "Stark", "NVDA", "VoiceOver"] },
      ],
    },
    {
      type: "process",
      id: "process",
      eyebrow: "How we design",
      title: "A Design Process Built on Evidence",
      steps: [
        {
          title: "Understand",
          duration: "1–2 weeks",
          description:
            "Interviews, analytics and competitor reviews turn opinions into a shared picture of users, goals and constraints.",
        },
        {
          title: "Define",
          duration: "1 week",
          description:
            "User flows and information architecture agree what each screen must do before we decide how it looks.",
        },
        {
          title: "Design & Prototype",
          duration: "2–4 weeks",
          description:
            "Wireframes become high-fidelity, interactive prototypes, refined in short review cycles with your team.",
        },
        {
          title: "Test & Hand Off",
          duration: "1–2 weeks",
          description:
            "Usability tests with real users, fixes, then annotated designs and components your developers can build from directly.",
        },
      ],
    },
    {
      type: "reasons",
      id: "why-choose",
      eyebrow: "Why Malwa Softworks",
      title: "Why Product Teams Choose Our Designers",
      items: [
        {
          icon: "code",
          title: "Designers Who Know Code",
          description:
            "Our designers sit with React and Flutter engineers, so every design is buildable on time and on budget.",
        },
        {
          icon: "users",
          title: "Tested with Real Users",
          description:
            "Decisions are backed by interviews and usability sessions rather than by whoever speaks loudest in the meeting.",
        },
        {
          icon: "check",
          title: "Accessible by Default",
          description:
            "Contrast, focus order and screen-reader labels are designed in from the start, not patched before launch.",
        },
        {
          icon: "lineChart",
          title: "Measured Outcomes",
          description:
            "We agree success metrics, such as task completion or sign-up rate, up front and report them after launch.",
        },
      ],
    },
    {
      type: "cta",
      id: "start",
      title: "Let's Design Something Your Users Will Love",
      intro:
        "Send us your product, your users and the problem you want solved; a senior designer will reply within 24 hours.",
      actions: [{ label: "Discuss Your Design Project", href: "/contact" }],
      notes: ["Free design review", "Fixed-price packages", "NDA on request"],
    },
  ],
};
