import { brand } from "../../shared/brand";
import type { BlogArticle } from "./blog";

const choosingAPartner: BlogArticle = {
  seo: {
    title: "How to Choose a Software Development Partner in India (2025) | Malwa Softworks",
    description:
      "A 2025 checklist for choosing an Indian software development partner: scope, technical depth, engagement models, security, communication, pricing and red flags.",
  },
  category: "Informative",
  title: "How to Choose a Software Development Partner in India: A 2025 Guide",
  author: `${brand.name} Delivery Team`,
  publishDate: "October 27, 2025",
  excerpt:
    "India has the deepest pool of software talent in the world, but the gap between a good partner and a costly one is wide. This is the checklist our own delivery team would use if we were hiring a partner: what to write down first, what to ask, what to verify, and when to walk away.",
  featuredImage: {
    src: "/images/blog/blog1.svg",
    alt: "Illustration of two linked teams, a code window and a checklist, in Malwa Softworks blue and amber",
    width: 1200,
    height: 630,
  },
  content: [
    {
      type: "paragraph",
      text: "Every year thousands of companies in Europe, North America, the Middle East and India itself hand an important product to an outside engineering team. Some of those projects become the backbone of the business. Others end a year later with a half-finished codebase nobody wants to touch, a team that has moved on, and a budget that is gone. The difference is rarely luck. It is usually decided in the first few weeks, when the partner is chosen.",
    },
    {
      type: "paragraph",
      text: "We sit on the other side of that table many times a year, so we know which questions good buyers ask and which ones they forget. This guide collects them in the order we would use them ourselves.",
    },
    { type: "heading", text: "1. Start with the outcome, not the technology" },
    {
      type: "paragraph",
      text: "Many selection processes begin with a technology wish list: React, microservices, Kubernetes, an AI feature. Those choices matter, but they are the partner's job to justify, not yours to dictate. What only you can provide is the business outcome and its constraints. Before you talk to a single vendor, write one page that answers these questions:",
    },
    {
      type: "list",
      items: [
        "What business result should the software produce, and how will you measure it six months after launch? For example, cut order processing time from two days to two hours.",
        "Who are the users, and what are the three journeys they must be able to complete on day one?",
        "Which features are must-haves for the first release, and which can wait?",
        "What are the hard constraints: a launch date, a budget range, regulations such as India's DPDP Act or the GDPR, and systems you must integrate with?",
        "Who on your side can make decisions quickly, and how many hours a week can they give the project?",
      ],
    },
    {
      type: "callout",
      text: "Send the same one-page brief to every shortlisted company. Comparing proposals that answer the same questions is far easier than comparing three pitches that each answer a different question.",
    },
    { type: "heading", text: "2. Judge technical depth by evidence, not slides" },
    {
      type: "paragraph",
      text: "Every proposal promises agile delivery, clean code and senior engineers. The only way to tell them apart is to ask for evidence that costs the vendor some effort to produce.",
    },
    { type: "subheading", text: "Ask to see the work" },
    {
      type: "paragraph",
      text: "Ask for two case studies similar to your project in size or industry, and for a reference client you may call. On the call, ask the reference what went wrong and how the partner handled it: every project has a bad week, and how a team behaves in that week tells you more than any success story. If the product is public, use it. Check how fast it loads on a mid-range phone and how it copes with a slow connection.",
    },
    {
      type: "paragraph",
      text: "Then ask how the team works, and listen for concrete answers:",
    },
    {
      type: "list",
      items: [
        "How is code reviewed, and what must pass before a change is merged?",
        "What share of the code is covered by automated tests, and which kinds of tests do you write?",
        "How often do you release to production, and how do you roll a bad release back?",
        "How do you document architecture decisions so that a new developer, or our own team, can take over?",
        "How do you measure performance and accessibility before launch?",
      ],
    },
    { type: "subheading", text: "Meet the people who will build it" },
    {
      type: "paragraph",
      text: "The people who sell a project are not always the people who build it. Ask to meet the proposed tech lead and at least one developer before you sign, and ask what happens if one of them leaves. A paid discovery workshop of one or two weeks, in which that team turns your brief into a clickable prototype, a backlog and an architecture sketch, is the best technical interview there is.",
    },
    {
      type: "image",
      src: "/images/blog/partner-scorecard.svg",
      alt: "A weighted scorecard comparing three vendors on technical depth, communication, security and cost",
      caption:
        "A simple weighted scorecard keeps the comparison honest. Agree the weights with your stakeholders before the first vendor call, not after.",
      width: 960,
      height: 540,
    },
    { type: "heading", text: "3. Pick the engagement model that fits your uncertainty" },
    {
      type: "paragraph",
      text: "How you contract matters as much as whom you contract. The right model depends on how well you can describe the work today.",
    },
    {
      type: "list",
      items: [
        "Fixed price suits small, well-defined work such as a marketing site or a clearly scoped integration. It punishes change, so expect a detailed specification and change requests for everything outside it.",
        "Time and materials suits products that will evolve as you learn from users. You pay for the effort actually spent, so insist on a visible backlog, sprint reviews and a monthly burn report.",
        "A dedicated team, or staff augmentation, gives you engineers who work inside your own process and tools. It fits companies that already have product and technical leadership and need more hands.",
        "An offshore development centre is a long-term team that the partner hires and runs under your brand and culture, and that can later be transferred to you. It suits companies planning years of work in India.",
      ],
    },
    {
      type: "quote",
      text: "Adding manpower to a late software project makes it later.",
      author: "Fred Brooks, The Mythical Man-Month",
    },
    {
      type: "paragraph",
      text: "Brooks wrote that in 1975 and it still holds. A partner who promises to rescue a slipping deadline by doubling the team next week is promising something that rarely works. Good partners protect a deadline by cutting scope early and staffing stable teams, not by adding people late.",
    },
    { type: "heading", text: "4. Make security and intellectual property non-negotiable" },
    {
      type: "paragraph",
      text: "Your source code, your data and your customers' data will live with the partner for months or years. Settle these points in the contract, not in a later e-mail:",
    },
    {
      type: "list",
      items: [
        "A mutual NDA before you share anything sensitive, and a clause that assigns all intellectual property in the work to you once it is paid for.",
        "Code, cloud accounts and domains registered in your organisation's name from day one, with the partner invited as a member rather than the owner.",
        "Least-privilege access, multi-factor authentication and a written process for removing access when a team member leaves.",
        "A data processing agreement that names sub-processors and meets the DPDP Act, 2023 and, if you serve European users, the GDPR.",
        "Evidence of a working security practice, such as ISO 27001 certification or a recent independent penetration test.",
      ],
    },
    { type: "heading", text: "5. Test communication before you sign" },
    {
      type: "paragraph",
      text: "Most failed outsourcing projects fail through misunderstanding, not bad code. India Standard Time overlaps comfortably with the whole European working day and with the early morning on the US East Coast, so a shared daily window of two to four hours is realistic for almost any client. Agree where it sits, and agree who attends the daily stand-up, the weekly demo and the monthly steering call.",
    },
    {
      type: "paragraph",
      text: "Use the selection process itself as a test. Notice how quickly each company answers questions, whether its answers are specific, and whether it asks good questions back. A partner who challenges part of your brief, politely and with reasons, is usually a partner who will warn you about problems early.",
    },
    {
      type: "callout",
      text: "Ask every shortlisted company to send you a sample weekly status report from a current project, anonymised. It shows in two minutes whether they report progress honestly, with risks and decisions, or only with green ticks.",
    },
    { type: "heading", text: "6. Compare total cost, not hourly rates" },
    {
      type: "paragraph",
      text: "Hourly rates in India vary widely, and the cheapest rate rarely produces the cheapest product. A team that is twenty per cent cheaper but ships twice as many defects, or that needs your senior engineers to review every line, costs more in the end. Compare proposals on the estimated total for the first release, the assumptions behind that estimate, the share of senior engineers in the team, and what maintenance will cost in the first year after launch. A proposal without assumptions is not an estimate; it is a guess.",
    },
    { type: "heading", text: "Red flags that should end the conversation" },
    {
      type: "list",
      items: [
        "A firm fixed price for a large product after a single call, before anyone has asked about your users.",
        "Reluctance to let you meet the developers, or a different team appearing after the contract is signed.",
        "Source code kept in the vendor's accounts, or intellectual property that only transfers at the very end of the engagement.",
        "No automated tests, no code review and no staging environment, described as a way to save you money.",
        "Every answer is yes. Real engineering involves trade-offs, and a good partner will explain them.",
      ],
    },
    { type: "heading", text: "Start small: the paid pilot" },
    {
      type: "paragraph",
      text: "Once you have a shortlist of two, the lowest-risk way to decide is a paid pilot of two to four weeks: one real feature, built and released by the proposed team, with your people in the sprint reviews. You will learn how the team estimates, communicates, tests and handles feedback, and you will own a working piece of software whatever you decide. It is the cheapest insurance a large project can buy.",
    },
    { type: "heading", text: "The short version" },
    {
      type: "paragraph",
      text: "Write down the outcome before the technology. Ask for evidence instead of promises, and meet the people who will do the work. Choose the contract that matches how much you still have to learn. Own your code, accounts and data from the first day. Judge communication during the selection itself, compare total cost instead of rates, and prove the fit with a small paid pilot before you commit to the large project. Follow those steps and you will find a partner you can keep for years.",
    },
  ],
  callToAction: {
    title: "Planning a software project in 2025?",
    text: "Send us your one-page brief. A senior engineer will reply within 24 hours with questions, risks and a realistic first estimate, free of charge and under NDA if you wish.",
    label: "Book a Free Consultation",
    href: "/start-project",
  },
};

/** The article of each blog post, keyed by the post's slug (see `blogPosts`). */
export const articles: Readonly<Record<string, BlogArticle>> = {
  "/blog1": choosingAPartner,
};
