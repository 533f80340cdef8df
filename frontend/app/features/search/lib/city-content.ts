/** Spec §2, City page: the empty state lists these other cities. */
export const OTHER_CITY_SLUGS = ["san-francisco", "seattle", "los-angeles", "austin"] as const;

/** Spec §2, Developer and programmer pages: related categories shown when nothing is found (at most 5). */
export const RELATED_CATEGORIES = [
  { slug: "software-development", name: "Software Development" },
  { slug: "data-science", name: "Data Science" },
  { slug: "devops", name: "DevOps" },
  { slug: "cloud-computing", name: "Cloud Computing" },
  { slug: "cybersecurity", name: "Cybersecurity" },
] as const;

export interface Stat {
  value: string;
  label: string;
}

/** Spec §9: the New York page's static stats. */
export const NEW_YORK_PAGE_STATS: Stat[] = [
  { value: "5,000+", label: "Active IT jobs" },
  { value: "200+", label: "Companies hiring" },
  { value: "$142K", label: "Average salary" },
  { value: "30%", label: "Job growth" },
];

export interface CityGuide {
  city: string;
  stats: Stat[];
  intro: string;
  highlights: { title: string; text: string }[];
}

/** The two city guides the spec describes; the other /guide/{city} pages are city job pages. */
export const CITY_GUIDES: Record<string, CityGuide> = {
  "New York": {
    city: "New York",
    stats: [
      { value: "8,500+", label: "Open IT jobs" },
      { value: "$145K", label: "Average tech salary" },
    ],
    intro:
      "New York is the largest tech job market on the East Coast: finance, media, health and a deep start-up scene all hire engineers, data specialists and security professionals.",
    highlights: [
      {
        title: "Who is hiring",
        text: "Banks and fintechs, media and advertising groups, health tech and fast-growing start-ups.",
      },
      {
        title: "In-demand skills",
        text: "Java, Python, TypeScript, cloud platforms, data engineering and security operations.",
      },
      {
        title: "Where the jobs are",
        text: "Midtown and the Financial District, the Flatiron district and a growing Brooklyn tech scene.",
      },
    ],
  },
  "San Francisco": {
    city: "San Francisco",
    stats: [
      { value: "12,000+", label: "Open IT jobs" },
      { value: "$165K", label: "Average tech salary" },
    ],
    intro:
      "San Francisco and the Bay Area remain the centre of the software industry, from global platforms to AI labs and early-stage start-ups.",
    highlights: [
      {
        title: "Who is hiring",
        text: "Platform companies, AI research labs, developer-tool makers and venture-backed start-ups.",
      },
      {
        title: "In-demand skills",
        text: "Machine learning, distributed systems, Go, Python, Kubernetes and product design.",
      },
      {
        title: "Where the jobs are",
        text: "SoMa, the Financial District, Mission Bay and the wider Peninsula and South Bay.",
      },
    ],
  },
};
