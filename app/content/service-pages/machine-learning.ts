import type { ServicePage } from "./types";

const scheduleConsultation = { label: "Schedule a Consultation", href: "/start-project" };

export const machineLearningPage: ServicePage = {
  slug: "machine-learning",
  card: {
    title: "Machine Learning & AI",
    description:
      "Predictive models, computer vision and generative AI assistants taken from proof of concept to production, on pipelines that process over 1 billion data points daily.",
    features: [
      "Forecasting, churn and recommendation models",
      "Document AI and computer vision",
      "LLM assistants grounded in your own data",
      "MLOps: monitoring, retraining and governance",
    ],
    technologies: ["Python", "PyTorch", "TensorFlow", "scikit-learn", "LangChain", "Apache Spark"],
    icon: "brain",
  },
  footerLabel: "Machine Learning & AI",
  seo: {
    title: "Machine Learning & AI Development | Malwa Softworks",
    description:
      "Predictive analytics, computer vision, NLP and LLM assistants taken from proof of concept to production with MLOps, on pipelines processing over 1 billion data points daily.",
  },
  serviceType: "Machine learning and artificial intelligence development",
  hero: {
    eyebrow: "Machine Learning & AI",
    title: "AI That Earns Its Place in Production",
    lead: "We turn your data into models that forecast demand, read documents, spot defects and answer questions, and we run them with the monitoring and governance a real business needs.",
    actions: [scheduleConsultation, { label: "Explore AI Solutions", href: "#offerings" }],
    highlights: [
      { value: "1B+", label: "data points processed daily by pipelines we run" },
      { value: "6 weeks", label: "from kick-off to a measurable proof of concept" },
      { value: "24/7", label: "model monitoring with drift alerts" },
    ],
  },
  sections: [
    {
      type: "offerings",
      id: "offerings",
      eyebrow: "What we offer",
      title: "Machine Learning & AI Services",
      intro:
        "We start from a business metric, such as forecast error, handling time or conversion, and only ship a model that moves it.",
      items: [
        {
          icon: "lineChart",
          title: "Predictive Analytics",
          description:
            "Demand forecasting, churn prediction, credit scoring and pricing models trained on your history and explained to your analysts.",
          points: ["Feature stores and backtesting", "Explainability with SHAP"],
        },
        {
          icon: "bot",
          title: "Generative AI & LLM Assistants",
          description:
            "Assistants and copilots grounded in your documents with retrieval-augmented generation, guardrails and citations.",
          points: ["Private deployment options", "Evaluation sets and red-teaming"],
        },
        {
          icon: "search",
          title: "Computer Vision",
          description:
            "Defect detection, document and ID reading, shelf monitoring and video analytics that run in the cloud or on edge devices.",
          points: ["OCR and document AI", "Edge inference on NVIDIA Jetson"],
        },
        {
          icon: "message",
          title: "Natural Language Processing",
          description:
            "Ticket classification, sentiment analysis, entity extraction and multilingual search across English and Indian languages.",
          points: ["Hindi and regional language support", "Custom entity models"],
        },
        {
          icon: "database",
          title: "Data Engineering",
          description:
            "Reliable pipelines and lakehouses that collect, clean and serve data; the pipelines we run process over 1 billion data points daily.",
          points: ["Batch and streaming pipelines", "Data quality checks"],
        },
        {
          icon: "settings",
          title: "MLOps & Governance",
          description:
            "Versioned models, automated retraining, drift monitoring and audit trails, so models stay accurate and compliant after launch.",
          points: ["CI/CD for models", "Bias and performance reports"],
        },
      ],
    },
    {
      type: "technologies",
      id: "technologies",
      eyebrow: "Our stack",
      title: "Frameworks and Platforms We Use",
      groups: [
        {
          label: "Modelling",
          items: ["Python", "PyTorch", "TensorFlow", "scikit-learn", "XGBoost"],
        },
        {
          label: "Generative AI",
          items: ["OpenAI", "Llama", "LangChain", "LlamaIndex", "pgvector"],
        },
        { label: "Data", items: ["Apache Spark", "Apache Kafka", "Airflow", "dbt", "Snowflake"] },
        { label: "MLOps", items: ["MLflow", "Kubeflow", "AWS SageMaker", "Azure ML", "Docker"] },
      ],
    },
    {
      type: "process",
      id: "process",
      eyebrow: "How we deliver",
      title: "From Data to Deployed Model",
      steps: [
        {
          title: "Use-Case Discovery",
          duration: "1–2 weeks",
          description:
            "We rank candidate use cases by value and feasibility and agree the metric a model must improve.",
        },
        {
          title: "Data Audit & Preparation",
          duration: "2 weeks",
          description:
            "We assess data quality and volume, fix gaps and build the pipelines that will feed the model in production.",
        },
        {
          title: "Proof of Concept",
          duration: "2–4 weeks",
          description:
            "Models are trained and compared against today's baseline, with results you can verify on held-out data.",
        },
        {
          title: "Production & MLOps",
          duration: "4–8 weeks",
          description:
            "The winning model is deployed behind an API with monitoring, retraining and a dashboard for its business impact.",
        },
      ],
    },
    {
      type: "stats",
      id: "scale",
      eyebrow: "Built for scale",
      title: "AI Running in the Real World",
      items: [
        {
          value: "1B+",
          label: "Data points processed daily",
          description: "Streaming and batch pipelines we built and operate for our clients.",
        },
        {
          value: "24/7",
          label: "Monitoring and support",
          description: "Alerts on latency, data drift and accuracy keep models trustworthy.",
        },
        {
          value: "3 regions",
          label: "Clients served",
          description: "AI projects delivered for clients across North America, Europe and Asia.",
        },
      ],
    },
    {
      type: "reasons",
      id: "why-choose",
      eyebrow: "Why Malwa Softworks",
      title: "Why Choose Us for AI",
      items: [
        {
          icon: "target",
          title: "Business Metrics First",
          description:
            "Every project starts with the number it must move, and we report against it, not against model accuracy alone.",
        },
        {
          icon: "lock",
          title: "Your Data Stays Yours",
          description:
            "Models can run inside your cloud account, with encryption, access controls and no training on your data by third parties.",
        },
        {
          icon: "workflow",
          title: "Engineering, Not Experiments",
          description:
            "Data engineers, ML engineers and software developers on one team take models all the way to production.",
        },
        {
          icon: "shield",
          title: "Responsible AI",
          description:
            "Bias testing, explainability and human review steps are designed in where decisions affect people.",
        },
      ],
    },
    {
      type: "cta",
      id: "start",
      title: "Find the AI Use Case Worth Building First",
      intro:
        "In a free consultation we review your data and goals and suggest the use case with the fastest, clearest return.",
      actions: [scheduleConsultation],
      link: { label: "Start Your ML Journey Today", href: "/contact" },
      notes: ["Free consultation", "Proof of concept in 6 weeks", "NDA on request"],
    },
  ],
};
