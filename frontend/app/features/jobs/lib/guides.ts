// The career guides per category (their articles live at /career-guides/{slug}).
const GUIDES_BY_CATEGORY: Record<string, string[]> = {
  "software-development": [
    "how-to-become-a-software-developer",
    "software-developer-interview-guide",
    "software-engineer-career-path",
  ],
  "data-science": [
    "how-to-become-a-data-scientist",
    "data-science-portfolio-projects",
    "data-analyst-vs-data-scientist",
  ],
  cybersecurity: [
    "how-to-start-a-cybersecurity-career",
    "cybersecurity-certifications-guide",
    "security-analyst-interview-guide",
  ],
  "network-administration": [
    "how-to-become-a-network-administrator",
    "networking-certifications-ccna-and-beyond",
    "network-engineer-career-path",
  ],
  devops: ["how-to-become-a-devops-engineer", "devops-tools-and-skills", "sre-vs-devops"],
  "cloud-computing": [
    "how-to-become-a-cloud-engineer",
    "cloud-certifications-aws-azure-gcp",
    "cloud-architect-career-path",
  ],
  "ui-ux-design": ["how-to-become-a-ux-designer", "ux-portfolio-guide", "ui-vs-ux-design-careers"],
  "project-management": [
    "how-to-become-an-it-project-manager",
    "agile-and-scrum-certifications",
    "technical-program-manager-career-path",
  ],
};

/** The general job-guide sections, for jobs without a category. */
const GENERAL_GUIDES = ["getting-started", "resume-portfolio", "interview-preparation"];

const SPECIAL_WORDS: Record<string, string> = {
  ui: "UI",
  ux: "UX",
  it: "IT",
  sre: "SRE",
  ccna: "CCNA",
  aws: "AWS",
  gcp: "GCP",
  devops: "DevOps",
  vs: "vs",
};
const SMALL_WORDS = new Set(["a", "an", "and", "to", "of", "the", "in", "for", "on"]);
const GENERAL_TITLES: Record<string, string> = {
  "getting-started": "Getting Started in Tech",
  "resume-portfolio": "Resume & Portfolio Building",
  "interview-preparation": "Interview Preparation",
};

/** 'how-to-become-a-ux-designer' -> 'How to Become a UX Designer'. */
export function guideTitle(slug: string): string {
  if (GENERAL_TITLES[slug]) return GENERAL_TITLES[slug];
  return slug
    .split("-")
    .map((word, index) => {
      const special = SPECIAL_WORDS[word];
      if (special) return special;
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(" ");
}

export interface GuideLink {
  slug: string;
  title: string;
  to: string;
}

/** Guides matching the job's categories (at most `limit`), else the general job guide. */
export function relevantGuides(categories: string[], limit = 4): GuideLink[] {
  const slugs = categories.flatMap((category) => GUIDES_BY_CATEGORY[category] ?? []);
  const chosen = (slugs.length > 0 ? slugs : GENERAL_GUIDES).slice(0, limit);
  return chosen.map((slug) => ({ slug, title: guideTitle(slug), to: `/career-guides/${slug}` }));
}
