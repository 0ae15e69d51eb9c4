import type { IconName } from "../components/ui/icon";

/** SPEC §3 service card. `pageTitle` is the slug of the service's page, /service/{pageTitle}. */
export interface ServiceCard {
  readonly title: string;
  readonly pageTitle: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly technologies: readonly string[];
  /** Tailwind gradient classes for the card's icon tile. */
  readonly color: string;
  readonly icon: IconName;
}

export const services: readonly ServiceCard[] = [
  {
    title: "Web Development",
    pageTitle: "web-development",
    description: "",
    features: [],
    technologies: [],
    color: "from-brand-500 to-brand-700",
    icon: "code",
  },
  {
    title: "MERN Stack Development",
    pageTitle: "mern-stack",
    description: "",
    features: [],
    technologies: [],
    color: "from-brand-500 to-brand-700",
    icon: "layers",
  },
  {
    title: "UI/UX Design",
    pageTitle: "uiux-development",
    description: "",
    features: [],
    technologies: [],
    color: "from-brand-500 to-brand-700",
    icon: "pen",
  },
  {
    title: "Mobile App Development",
    pageTitle: "mobile-development",
    description: "",
    features: [],
    technologies: [],
    color: "from-brand-500 to-brand-700",
    icon: "smartphone",
  },
  {
    title: "Cloud Solutions & DevOps",
    pageTitle: "cloud-solutions",
    description: "",
    features: [],
    technologies: [],
    color: "from-brand-500 to-brand-700",
    icon: "cloud",
  },
  {
    title: "Machine Learning & AI",
    pageTitle: "machine-learning",
    description: "",
    features: [],
    technologies: [],
    color: "from-brand-500 to-brand-700",
    icon: "brain",
  },
  {
    title: "Digital Marketing",
    pageTitle: "digital-marketing",
    description: "",
    features: [],
    technologies: [],
    color: "from-brand-500 to-brand-700",
    icon: "megaphone",
  },
  {
    title: "IT Staff Augmentation",
    pageTitle: "staff-augmentation",
    description: "",
    features: [],
    technologies: [],
    color: "from-brand-500 to-brand-700",
    icon: "users",
  },
];
