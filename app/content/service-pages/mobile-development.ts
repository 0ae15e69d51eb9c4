import type { ServicePage } from "./types";

export const mobileDevelopmentPage: ServicePage = {
  slug: "mobile-development",
  card: {
    title: "Mobile App Development",
    description:
      "Native and cross-platform apps for iOS and Android, built for offline use, smooth scrolling and five-star reviews; our apps have passed 10 million downloads.",
    features: [
      "Cross-platform apps with React Native and Flutter",
      "Native Swift and Kotlin where performance matters",
      "Offline sync, push notifications and in-app payments",
      "App Store and Google Play release management",
    ],
    technologies: ["React Native", "Flutter", "Swift", "Kotlin", "Firebase"],
    icon: "smartphone",
  },
  footerLabel: "Mobile App Development",
  seo: {
    title: "Mobile App Development Services | Malwa Softworks",
    description:
      "iOS and Android apps built with React Native, Flutter, Swift and Kotlin: offline-ready, secure and released to the App Store and Google Play by a team with 10 million downloads.",
  },
  serviceType: "Mobile application development",
  hero: {
    eyebrow: "Mobile App Development",
    title: "Mobile Apps Your Customers Keep Opening",
    lead: "We design, build and release iOS and Android apps that load fast, work offline and earn five-star reviews, then keep them current with every new OS release.",
    actions: [
      { label: "Plan Your App With Us", href: "/contact" },
      { label: "See Our App Services", href: "#offerings" },
    ],
    highlights: [
      { value: "10M+", label: "downloads across the apps we have shipped" },
      { value: "4.7★", label: "average store rating of our client apps" },
      { value: "iOS + Android", label: "from one code base when it fits" },
    ],
  },
  sections: [
    {
      type: "offerings",
      id: "offerings",
      eyebrow: "What we offer",
      title: "Mobile Development Services",
      intro:
        "Consumer apps, field-force tools and companion apps for connected devices, from the first prototype to store release and beyond.",
      items: [
        {
          icon: "layers",
          title: "Cross-Platform Apps",
          description:
            "One React Native or Flutter code base for iOS and Android that cuts build and maintenance cost by up to 40%.",
          points: ["Shared business logic", "Platform-native look and feel"],
        },
        {
          icon: "smartphone",
          title: "Native iOS & Android",
          description:
            "Swift and Kotlin apps for when you need camera, Bluetooth, AR or background processing at full native performance.",
          points: ["SwiftUI and Jetpack Compose", "Wearable and widget support"],
        },
        {
          icon: "cloud",
          title: "Offline-First & Sync",
          description:
            "Apps that keep working in basements, warehouses and rural areas, and sync safely when the connection comes back.",
          points: ["Conflict-free data sync", "Encrypted local storage"],
        },
        {
          icon: "cart",
          title: "Commerce & Payments",
          description:
            "In-app purchases, subscriptions and UPI, card and wallet payments with secure checkout flows that convert.",
          points: ["Apple Pay and Google Pay", "Razorpay and Stripe SDKs"],
        },
        {
          icon: "message",
          title: "Engagement Features",
          description:
            "Push notifications, deep links, chat and in-app messaging that bring users back without annoying them.",
          points: ["Segmented push campaigns", "Deep links from e-mail and ads"],
        },
        {
          icon: "rocket",
          title: "Release & Store Management",
          description:
            "Store listings, screenshots, review guidelines, staged roll-outs and crash monitoring handled for you.",
          points: ["Automated builds with Fastlane", "Crash-free rate above 99.5%"],
        },
      ],
    },
    {
      type: "technologies",
      id: "technologies",
      eyebrow: "Our stack",
      title: "Mobile Technologies We Use",
      groups: [
        { label: "Cross-platform", items: ["React Native", "Expo", "Flutter", "Dart"] },
        { label: "Native", items: ["Swift", "SwiftUI", "Kotlin", "Jetpack Compose"] },
        { label: "Back end", items: ["Firebase", "Node.js", "GraphQL", "Supabase"] },
        { label: "Release", items: ["Fastlane", "Bitrise", "TestFlight", "Firebase Crashlytics"] },
      ],
    },
    {
      type: "process",
      id: "process",
      eyebrow: "How we build",
      title: "From Concept to the App Stores",
      steps: [
        {
          title: "Strategy & Prototype",
          duration: "2 weeks",
          description:
            "We define the core journeys, choose native or cross-platform with you, and test a clickable prototype with target users.",
        },
        {
          title: "Design",
          duration: "2–3 weeks",
          description:
            "Screens designed to Apple and Google guidelines, with accessibility, dark mode and small-screen layouts covered.",
        },
        {
          title: "Build & Test",
          duration: "6–12 weeks",
          description:
            "Sprints with weekly test builds on your phone, automated UI tests and testing on real devices across OS versions.",
        },
        {
          title: "Launch & Improve",
          duration: "Ongoing",
          description:
            "Store submission, staged roll-out, analytics and crash monitoring, then updates driven by user reviews and data.",
        },
      ],
    },
    {
      type: "reasons",
      id: "why-choose",
      eyebrow: "Why Malwa Softworks",
      title: "Why Companies Trust Us With Their Apps",
      items: [
        {
          icon: "star",
          title: "Proven at Scale",
          description:
            "Apps we have built have passed 10 million downloads, so we know what breaks at scale and how to prevent it.",
        },
        {
          icon: "gauge",
          title: "Fast and Light",
          description:
            "Cold starts under two seconds and small download sizes, because every extra megabyte costs installs.",
        },
        {
          icon: "lock",
          title: "Secure by Design",
          description:
            "Certificate pinning, encrypted storage and OWASP MASVS checks protect your users and your brand.",
        },
        {
          icon: "calendar",
          title: "Long-Term Care",
          description:
            "We update your app for every major iOS and Android release, so it never drops out of the stores.",
        },
      ],
    },
    {
      type: "cta",
      id: "start",
      title: "Turn Your App Idea Into a Five-Star Product",
      intro:
        "Tell us who the app is for and what it must do; we will reply within 24 hours with a recommended approach and a first estimate.",
      actions: [{ label: "Talk to Our Mobile Team", href: "/contact" }],
      notes: ["Free consultation", "iOS and Android", "NDA on request"],
    },
  ],
};
