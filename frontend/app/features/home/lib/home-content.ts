/** Spec §2, Home: the popular searches. */
export const POPULAR_SEARCHES = [
  "Software Engineer",
  "DevOps Engineer",
  "Cybersecurity Analyst",
  "Cloud Architect",
  "Full Stack Developer",
  "Data Engineer",
] as const;

export interface CategoryCard {
  name: string;
  description: string;
  slug: string;
  icon:
    | "code"
    | "globe"
    | "smartphone"
    | "chart"
    | "brain"
    | "infinity"
    | "shield"
    | "palette"
    | "kanban"
    | "network";
}

/** Ten category cards; some share a category page (spec §2). */
export const CATEGORY_CARDS: CategoryCard[] = [
  {
    name: "Software Development",
    description: "Backend, frontend and full stack engineering",
    slug: "software-development",
    icon: "code",
  },
  {
    name: "Web Development",
    description: "React, JavaScript, TypeScript and more",
    slug: "software-development",
    icon: "globe",
  },
  {
    name: "Mobile Development",
    description: "iOS, Android and cross-platform apps",
    slug: "software-development",
    icon: "smartphone",
  },
  {
    name: "Data Science",
    description: "Analytics, statistics and data engineering",
    slug: "data-science",
    icon: "chart",
  },
  {
    name: "Machine Learning & AI",
    description: "Models, MLOps and applied AI",
    slug: "data-science",
    icon: "brain",
  },
  {
    name: "DevOps & Cloud",
    description: "CI/CD, Kubernetes, AWS, Azure and GCP",
    slug: "devops",
    icon: "infinity",
  },
  {
    name: "Cybersecurity",
    description: "Security analysis, engineering and operations",
    slug: "cybersecurity",
    icon: "shield",
  },
  {
    name: "UI/UX Design",
    description: "Product, interaction and visual design",
    slug: "ui-ux-design",
    icon: "palette",
  },
  {
    name: "IT Project Management",
    description: "Agile delivery, Scrum and program management",
    slug: "project-management",
    icon: "kanban",
  },
  {
    name: "Network Administration",
    description: "Networks, systems and IT support",
    slug: "network-administration",
    icon: "network",
  },
];

/** Near-me shortcuts (spec §2): /jobs with location and country=us. */
export const NEAR_ME_CITIES = [
  "New York",
  "San Francisco",
  "Seattle",
  "Austin",
  "Chicago",
  "Los Angeles",
  "Boston",
  "Denver",
] as const;

export function jobsUrl(params: { keyword?: string; location?: string; country?: string }): string {
  const parts = Object.entries(params)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? "")}`);
  return `/jobs?${parts.join("&")}`;
}

export const NEAR_ME_SHORTCUTS: { label: string; to: string }[] = [
  ...NEAR_ME_CITIES.map((city) => ({ label: city, to: jobsUrl({ location: city, country: "us" }) })),
  { label: "United States", to: jobsUrl({ country: "us" }) },
  { label: "Remote (US)", to: jobsUrl({ keyword: "Remote", country: "us" }) },
];
