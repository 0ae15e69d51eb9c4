import type { ServicePage } from "./types";

const buildYourTeam = { label: "Build Your Team", href: "/contact" };

export const staffAugmentationPage: ServicePage = {
  slug: "staff-augmentation",
  card: {
    title: "IT Staff Augmentation",
    description:
      "Vetted engineers who join your team in days and work your hours, or a dedicated offshore development centre, with savings of up to 60% on hiring locally.",
    features: [
      "Developers, QA, DevOps and designers on demand",
      "Offshore development centre (ODC) model",
      "Global capability centre (GCC) set-up",
      "Replacement guarantee and flexible scaling",
    ],
    technologies: ["React", "Node.js", "Java", ".NET", "Python", "AWS"],
    icon: "users",
  },
  footerLabel: "IT Staff Augmentation",
  seo: {
    title: "IT Staff Augmentation & Offshore Development Centre | Malwa Softworks",
    description:
      "Vetted developers, QA and DevOps engineers who join your team in days, dedicated offshore development centres and global capability centres, with savings of up to 60%.",
  },
  serviceType: "IT staff augmentation",
  hero: {
    eyebrow: "IT Staff Augmentation",
    title: "Scale Your Engineering Team Without the Hiring Wait",
    lead: "Add vetted developers, testers, DevOps engineers and designers to your team in days, or build a dedicated offshore development centre that works as your own, at up to 60% less than hiring locally.",
    actions: [buildYourTeam, { label: "How It Works", href: "#what-is" }],
    highlights: [
      { value: "Up to 60%", label: "savings compared with local hiring" },
      { value: "25+", label: "countries our talent network comes from" },
      { value: "5 days", label: "to shortlist candidates for most roles" },
    ],
  },
  sections: [
    {
      type: "explainer",
      id: "what-is",
      eyebrow: "The model",
      title: "What Is IT Staff Augmentation?",
      paragraphs: [
        "IT staff augmentation means adding skilled engineers to your own team for as long as you need them. They join your stand-ups, use your tools and follow your processes, while we handle recruitment, payroll, equipment, HR and retention.",
        "Unlike project outsourcing, you keep control of the roadmap and the code. Unlike local hiring, you can start in days, scale up or down with a month's notice and pay only for the people working on your product.",
      ],
      pointsTitle: "Staff augmentation fits when you",
      points: [
        "Have a roadmap but not enough hands to deliver it",
        "Need a skill your team lacks, such as DevOps or machine learning",
        "Want to test a new product without permanent hires",
        "Must cover a peak, a migration or parental leave",
      ],
    },
    {
      type: "offerings",
      id: "offerings",
      eyebrow: "Talent we provide",
      title: "Roles We Augment",
      intro:
        "Every candidate passes a technical assessment, a live coding or design exercise and an English communication interview before you meet them.",
      items: [
        {
          icon: "code",
          title: "Front-End & Full-Stack Developers",
          description:
            "React, Angular, Vue, Next.js and Node.js engineers who can own features from the API to the pixel.",
          points: ["MERN and MEAN specialists", "TypeScript as standard"],
        },
        {
          icon: "server",
          title: "Back-End Engineers",
          description:
            "Java, .NET, Python, Go and PHP developers for APIs, integrations, microservices and legacy modernisation.",
          points: ["Spring Boot and ASP.NET Core", "Event-driven architectures"],
        },
        {
          icon: "smartphone",
          title: "Mobile Developers",
          description:
            "React Native, Flutter, Swift and Kotlin developers with apps live in the App Store and Google Play.",
          points: ["Store release experience", "Offline and payments expertise"],
        },
        {
          icon: "cloud",
          title: "DevOps & Cloud Engineers",
          description:
            "AWS, Azure and GCP engineers for pipelines, Kubernetes, infrastructure as code and 24/7 operations.",
          points: ["Certified cloud engineers", "On-call rotations available"],
        },
        {
          icon: "checkCircle",
          title: "QA & Test Automation",
          description:
            "Manual and automation testers who build Playwright, Cypress, Selenium and Appium suites into your CI.",
          points: ["Performance and security testing", "Test strategy and reporting"],
        },
        {
          icon: "brain",
          title: "Data, AI & Design Specialists",
          description:
            "Data engineers, ML engineers and UI/UX designers for the specialist work your core team rarely needs full time.",
          points: ["Python, Spark and MLOps", "Figma design systems"],
        },
      ],
    },
    {
      type: "explainer",
      id: "odc",
      eyebrow: "Offshore development centre",
      title: "The ODC Model: Your Own Team in Indore",
      intro:
        "When you need a stable team of five or more for a year or longer, an offshore development centre gives you the continuity of in-house staff at offshore cost.",
      paragraphs: [
        "An offshore development centre (ODC) is a dedicated team that works only for you, from a secure space in our Indore office. You choose the people, set the priorities and run the team like any other department; we provide the office, hardware, network security, HR and local management.",
        "The team grows with you: start with a core of developers and a team lead, then add QA, DevOps or design as your roadmap demands. Knowledge stays inside the team, and your processes, tools and culture are the ones they follow.",
      ],
      pointsTitle: "What your ODC includes",
      points: [
        "A dedicated, access-controlled workspace and hardware",
        "Engineers who work only on your products",
        "A delivery manager and local HR support",
        "ISO 27001-aligned security and NDAs for every member",
        "Overlap with your working hours, including North American time zones",
        "Transparent monthly billing per team member",
      ],
    },
    {
      type: "comparison",
      id: "comparison",
      eyebrow: "Compare the models",
      title: "Staff Augmentation vs Traditional Outsourcing",
      intro:
        "Both models get work done. The difference is who keeps the knowledge, who makes the decisions and how long the people stay.",
      caption:
        "How staff augmentation with Malwa Softworks compares with traditional project outsourcing",
      columns: {
        aspect: "Aspect",
        ours: "Staff augmentation with Malwa Softworks",
        theirs: "Traditional outsourcing",
      },
      rows: [
        {
          aspect: "Continuity",
          ours: "The same named engineers stay on your product for the whole engagement, and knowledge stays in your team.",
          theirs:
            "People rotate between client projects, and knowledge leaves with the vendor when the contract ends.",
        },
        {
          aspect: "Control",
          ours: "You set priorities, review the code and manage the work day to day, in your own tools.",
          theirs:
            "The vendor decides who does what and how; you see deliverables at milestones, not the work in progress.",
        },
        {
          aspect: "Commitment",
          ours: "Engineers work only for you, in your rituals and your hours, with a replacement guarantee if someone is not the right fit.",
          theirs:
            "The vendor's commitment is to the contract scope; anything outside it becomes a change request.",
        },
      ],
    },
    {
      type: "reasons",
      id: "advantages",
      eyebrow: "Key advantages",
      title: "Five Key Advantages of Augmenting Your Team",
      layout: "numbered",
      items: [
        {
          title: "Speed to Productivity",
          description:
            "Shortlists in five days and engineers contributing code in their first week, instead of a three-month hiring cycle.",
        },
        {
          title: "Savings of Up to 60%",
          description:
            "No recruitment fees, office space, equipment or benefits overhead: you pay one monthly rate per engineer.",
        },
        {
          title: "Skills on Demand",
          description:
            "Bring in a Kubernetes expert for a migration or an ML engineer for a pilot, without a permanent hire.",
        },
        {
          title: "Flexible Scaling",
          description:
            "Grow the team for a launch and scale it down afterwards with one month's notice.",
        },
        {
          title: "Full Control",
          description:
            "The engineers work inside your processes, tools and code reviews, so quality is set by your standards.",
        },
      ],
    },
    {
      type: "explainer",
      id: "gcc",
      eyebrow: "Global capability centre",
      title: "Build a Global Capability Centre in India",
      intro:
        "For companies ready to make India a long-term engineering base, we set up and run a global capability centre (GCC) that can later transfer to your own entity.",
      paragraphs: [
        "A global capability centre goes beyond a project team: it becomes your company's own hub for engineering, data, QA and IT operations. We handle the hard parts of starting one: location, office fit-out, hiring the first leaders and engineers, payroll, compliance and security certification.",
        "Most clients use a build-operate-transfer model. We build the centre, operate it until it runs smoothly, and then transfer the team, the office and the processes to your Indian entity whenever you are ready, with no surprises in the contract.",
      ],
      pointsTitle: "Our GCC services",
      points: [
        "Feasibility study and business case",
        "Office set-up in Indore with room to grow",
        "Hiring of leadership and engineering teams",
        "Payroll, HR, legal and compliance",
        "Build-operate-transfer at a date you choose",
      ],
    },
    {
      type: "process",
      id: "process",
      eyebrow: "How it works",
      title: "From First Call to a Working Team",
      steps: [
        {
          title: "Define Your Needs",
          duration: "Day 1",
          description:
            "A call to understand the roles, skills, seniority, time-zone overlap and how long you need the team.",
        },
        {
          title: "Meet Vetted Candidates",
          duration: "Days 2–5",
          description:
            "We send a shortlist of pre-assessed engineers with their test results; you interview the ones you like.",
        },
        {
          title: "Onboard",
          duration: "Week 2",
          description:
            "Contracts, NDAs, equipment and access are set up; your new team members join your stand-ups.",
        },
        {
          title: "Scale & Support",
          duration: "Ongoing",
          description:
            "A delivery manager checks in regularly, handles HR and replaces anyone who is not the right fit.",
        },
      ],
    },
    {
      type: "stats",
      id: "figures",
      eyebrow: "At a glance",
      title: "Staff Augmentation in Numbers",
      items: [
        {
          value: "Up to 60%",
          label: "Savings",
          description: "Compared with hiring the same roles locally in North America or Europe.",
        },
        {
          value: "25+",
          label: "Countries",
          description:
            "Talent from 25+ countries in our network, for skills and languages you need.",
        },
        {
          value: "3 regions",
          label: "Clients served",
          description: "Teams working for clients across North America, Europe and Asia.",
        },
        {
          value: "24/7",
          label: "Support",
          description: "Round-the-clock cover for operations and support roles.",
        },
      ],
    },
    {
      type: "reasons",
      id: "why-choose",
      eyebrow: "Why Malwa Softworks",
      title: "Why Choose Us for Staff Augmentation",
      items: [
        {
          icon: "checkCircle",
          title: "Rigorous Vetting",
          description:
            "Fewer than one in ten applicants passes our technical, coding and communication assessments.",
        },
        {
          icon: "handshake",
          title: "Replacement Guarantee",
          description:
            "If an engineer is not the right fit in the first month, we replace them at no extra cost.",
        },
        {
          icon: "lock",
          title: "Security and IP Protection",
          description:
            "NDAs, IP assignment to you, secured devices and access controls aligned with ISO 27001.",
        },
        {
          icon: "clock",
          title: "Your Time Zone",
          description:
            "Engineers align their hours with yours, with guaranteed overlap for stand-ups and reviews.",
        },
      ],
    },
    {
      type: "checklist",
      id: "benefits",
      eyebrow: "Benefits",
      title: "What You Gain",
      items: [
        {
          title: "Lower total cost",
          description: "One monthly rate covers salary, benefits, equipment, office and HR.",
        },
        {
          title: "Faster delivery",
          description: "Extra capacity lets your roadmap move at the speed the business needs.",
        },
        {
          title: "No hiring risk",
          description: "No recruitment fees, notice periods or severance if plans change.",
        },
        {
          title: "Access to rare skills",
          description: "Specialists in cloud, data, AI and security when you need them.",
        },
        {
          title: "Knowledge that stays",
          description: "Long-term, dedicated engineers keep product knowledge in your team.",
        },
        {
          title: "Focus on your core",
          description: "We handle payroll, HR, retention and office logistics for you.",
        },
      ],
    },
    {
      type: "cta",
      id: "start",
      title: "Tell Us Who You Need and We'll Find Them",
      intro:
        "Share the roles and skills you are looking for; you will receive a shortlist of vetted candidates within five working days.",
      actions: [buildYourTeam, { label: "Contact Us", href: "/contact" }],
      notes: ["Shortlist in 5 days", "Replacement guarantee", "Scale with 1 month's notice"],
    },
  ],
};
