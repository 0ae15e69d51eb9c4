import { siteFacts as brand } from "#site-facts";
import type { ServicePage } from "./types";

const startProject = { label: "Start Your Project", href: "/start-project" };

export const digitalMarketingPage: ServicePage = {
  slug: "digital-marketing",
  card: {
    title: "Digital Marketing",
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
    icon: "megaphone",
  },
  footerLabel: "Digital Marketing",
  seo: {
    title: "Digital Marketing Services | Malwa Softworks",
    description:
      "SEO, social media, paid ads, content, e-mail and SMS marketing with clear analytics, plus WordPress, Shopify, WooCommerce and Magento websites that convert the traffic.",
  },
  serviceType: "Digital marketing",
  hero: {
    eyebrow: "Digital Marketing",
    title: "Digital Marketing That Shows Up in Your Revenue",
    lead: "Search, social, paid media and e-mail campaigns planned around your sales targets, with the websites and stores that turn visitors into customers, and reports that show what every rupee returned.",
    actions: [startProject, { label: "Explore Marketing Services", href: "#offerings" }],
    highlights: [
      { value: "6 channels", label: "managed by one accountable team" },
      { value: "Monthly", label: "reports tied to leads and revenue" },
      { value: "3 regions", label: "campaigns for clients in North America, Europe and Asia" },
    ],
  },
  sections: [
    {
      type: "offerings",
      id: "offerings",
      eyebrow: "Service areas",
      title: "Six Ways We Grow Your Business Online",
      intro:
        "Use one channel or all six; every campaign shares the same tracking, so you see which one brings customers, not only clicks.",
      items: [
        {
          icon: "search",
          title: "Search Engine Optimisation",
          description:
            "Technical audits, keyword research, on-page optimisation and link earning that lift rankings for the searches your buyers make.",
          points: ["Local SEO and Google Business Profile", "Core Web Vitals fixes"],
        },
        {
          icon: "users",
          title: "Social Media Marketing",
          description:
            "Content calendars, community management and creative for LinkedIn, Instagram, Facebook and X, planned around your audience.",
          points: ["Monthly content calendar", "Reels and carousel production"],
        },
        {
          icon: "target",
          title: "Paid Search & Social Ads",
          description:
            "Google, Microsoft, Meta and LinkedIn campaigns with tight targeting, tested creative and bids managed against cost per lead.",
          points: ["Conversion tracking set-up", "Weekly bid and budget reviews"],
        },
        {
          icon: "pen",
          title: "Content Marketing",
          description:
            "Articles, case studies, guides and videos that answer your buyers' questions and keep working for years after they are published.",
          points: ["Editorial strategy and briefs", "Writers with industry knowledge"],
        },
        {
          icon: "mail",
          title: "Email & SMS Marketing",
          description:
            "Welcome journeys, newsletters, abandoned-cart flows and SMS alerts that reach customers with consent and at the right moment.",
          points: ["Automated lifecycle flows", "DLT-compliant SMS in India"],
        },
        {
          icon: "chart",
          title: "Analytics & Reporting",
          description:
            "Google Analytics 4, tag management and dashboards that connect every channel to leads, sales and customer lifetime value.",
          points: ["Looker Studio dashboards", "Attribution you can explain"],
        },
      ],
    },
    {
      type: "offerings",
      id: "websites",
      eyebrow: "Websites that convert",
      title: "CMS & E-commerce Website Development",
      intro:
        "Marketing works best on a site your team can update in minutes and that loads fast on any phone. We build both kinds on the platforms that suit you.",
      columns: 2,
      items: [
        {
          icon: "monitor",
          title: "CMS Websites",
          description:
            "Company websites, landing pages and blogs on a content management system your marketers can edit without a developer, with SEO built into every template.",
          tags: ["WordPress", "Webflow", "Drupal", "Strapi"],
          points: [
            "Custom themes, not bloated page builders",
            "Landing page templates for campaigns",
            "Schema markup and XML sitemaps",
            "Hosting, backups and security updates",
          ],
        },
        {
          icon: "cart",
          title: "E-commerce Stores",
          description:
            "Online stores that are quick to browse and simple to check out, connected to your payment gateway, inventory and shipping partners.",
          tags: ["Shopify", "WooCommerce", "Magento"],
          points: [
            "Conversion-focused product and checkout pages",
            "Razorpay, Stripe and PayPal payments",
            "Product feeds for Google Shopping and Meta",
            "Migration from your current store without losing rankings",
          ],
        },
      ],
    },
    {
      type: "process",
      id: "process",
      eyebrow: "How we work",
      title: "Our Growth Process",
      steps: [
        {
          title: "Audit & Benchmark",
          duration: "Week 1",
          description:
            "We review your website, channels, tracking and competitors, and set a baseline for traffic, leads and sales.",
        },
        {
          title: "Strategy & Plan",
          duration: "Week 2",
          description:
            "A channel plan with budgets, targets and a 90-day calendar, agreed with you before anything is spent.",
        },
        {
          title: "Launch & Optimise",
          duration: "Ongoing",
          description:
            "Campaigns go live with tracking verified; we test creative, audiences and pages every week.",
        },
        {
          title: "Report & Scale",
          duration: "Monthly",
          description:
            "A clear monthly report of what worked, what did not and where the next rupee should go.",
        },
      ],
    },
    {
      type: "reasons",
      id: "why-choose",
      eyebrow: "Why choose us",
      title: "Why Brands Choose Malwa Softworks for Marketing",
      layout: "numbered",
      items: [
        {
          title: "Revenue, Not Vanity Metrics",
          description:
            "We report leads, sales and cost per acquisition first; likes and impressions come second.",
        },
        {
          title: "Marketers and Developers Together",
          description:
            "Our marketing team sits with our web developers, so landing pages, tracking and speed fixes ship in days, not months.",
        },
        {
          title: "Transparent Budgets",
          description:
            "Ad accounts stay in your name, and you see every rupee of media spend separately from our fee.",
        },
        {
          title: "Specialists for Every Channel",
          description:
            "Certified Google Ads, Meta and HubSpot specialists run each channel rather than one generalist doing everything.",
        },
        {
          title: "No Long Lock-In",
          description:
            "Monthly rolling engagements after the first 90 days: we keep your business by getting results.",
        },
      ],
    },
    {
      type: "cta",
      id: "start",
      title: "Ready to Grow Your Business Online?",
      intro:
        "Tell us about your goals and budget, and we will send you a free audit of your website and channels within a week.",
      actions: [startProject],
      link: { label: "Start Your Digital Journey Today", href: "/contact" },
      email: {
        before: "Prefer e-mail? Write to ",
        address: brand.email.sales,
        after: " and a marketing strategist will reply within 24 hours.",
      },
      notes: ["Free marketing audit", "No long-term contract", "Monthly reporting"],
    },
  ],
};
