"""The career categories behind /careers/{slug}: name, description, keywords, skills, guides.

Each category lists the search keywords its 'Latest jobs' grid uses (the first two, joined by
' OR '), the skills that link to searches, three guides, four 'what you should know' bullets and
a three-level career path. An unknown slug gets the generic 'IT Careers' category.
"""

from .types import CareerLevel, Category, GuideLink


def _path(
    entry: tuple[str, str, str], mid: tuple[str, str, str], senior: tuple[str, str, str]
) -> tuple[CareerLevel, ...]:
    levels = zip(("Entry Level", "Mid-Level", "Senior Level"), (entry, mid, senior), strict=True)
    return tuple(CareerLevel(level=level, title=t, years=y, description=d) for level, (t, y, d) in levels)


CATEGORIES: tuple[Category, ...] = (
    Category(
        slug="software-development",
        name="Software Development",
        description=(
            "Software developers design, build and maintain the applications and services that run "
            "businesses, from web and mobile apps to backend APIs and internal tools."
        ),
        related_keywords=("software developer", "software engineer", "full stack developer", "backend developer"),
        skills=("JavaScript", "TypeScript", "Python", "Java", "React", "SQL", "Git", "REST APIs"),
        guides=(
            GuideLink("How to Become a Software Developer", "how-to-become-a-software-developer"),
            GuideLink("Software Developer Interview Guide", "software-developer-interview-guide"),
            GuideLink("Software Engineer Career Path", "software-engineer-career-path"),
        ),
        highlights=(
            "Employers hire for problem solving and shipped work: a portfolio of real projects often "
            "outweighs a degree for junior roles.",
            "One language learned deeply (JavaScript/TypeScript, Python or Java) beats five learned "
            "superficially; the second language comes much faster.",
            "Technical interviews usually combine coding exercises, a system design discussion for "
            "mid-level roles and a behavioural conversation.",
            "Remote and hybrid roles are common, and US salaries typically range from about $70,000 "
            "for juniors to $150,000 or more for senior engineers.",
        ),
        career_path=_path(
            (
                "Junior Software Developer",
                "0-2 years",
                "Fix bugs, build well-defined features and learn the codebase, tooling and review habits of a team.",
            ),
            (
                "Software Engineer",
                "2-5 years",
                "Own features end to end, design components, write tests and mentor newer developers.",
            ),
            (
                "Senior / Staff Engineer",
                "5+ years",
                "Lead technical design across teams, make architecture decisions and raise the engineering bar.",
            ),
        ),
    ),
    Category(
        slug="data-science",
        name="Data Science",
        description=(
            "Data scientists and analysts turn raw data into decisions: they clean and explore "
            "datasets, build statistical and machine learning models and explain the results."
        ),
        related_keywords=("data scientist", "data analyst", "machine learning engineer", "data engineer"),
        skills=("Python", "SQL", "Statistics", "pandas", "Machine Learning", "Tableau", "Power BI", "Experimentation"),
        guides=(
            GuideLink("How to Become a Data Scientist", "how-to-become-a-data-scientist"),
            GuideLink("Data Science Portfolio Projects", "data-science-portfolio-projects"),
            GuideLink("Data Analyst vs Data Scientist", "data-analyst-vs-data-scientist"),
        ),
        highlights=(
            "SQL is the most requested skill in data job postings; strong SQL plus one BI tool is "
            "enough for many analyst roles.",
            "Data analyst roles are the most common entry point; many data scientists start as "
            "analysts and move up within a year or two.",
            "Portfolio projects on real, messy public data with a clear business question impress "
            "more than another model trained on a tutorial dataset.",
            "Communication matters as much as modelling: you will present findings to people who never read your code.",
        ),
        career_path=_path(
            (
                "Data Analyst",
                "0-2 years",
                "Write SQL queries, build dashboards and answer business questions with clean, reliable numbers.",
            ),
            (
                "Data Scientist",
                "2-5 years",
                "Build predictive models, design experiments and turn analyses into product and business decisions.",
            ),
            (
                "Senior / Lead Data Scientist",
                "5+ years",
                "Set the analytics strategy, lead modelling work end to end and mentor a data team.",
            ),
        ),
    ),
    Category(
        slug="cybersecurity",
        name="Cybersecurity",
        description=(
            "Cybersecurity professionals protect systems, networks and data: they monitor for "
            "threats, respond to incidents, test defences and help teams build secure software."
        ),
        related_keywords=("cybersecurity analyst", "security engineer", "SOC analyst", "penetration tester"),
        skills=(
            "Network Security",
            "SIEM",
            "Incident Response",
            "Linux",
            "Python",
            "Cloud Security",
            "Vulnerability Management",
            "Threat Intelligence",
        ),
        guides=(
            GuideLink("How to Start a Cybersecurity Career", "how-to-start-a-cybersecurity-career"),
            GuideLink("Cybersecurity Certifications Guide", "cybersecurity-certifications-guide"),
            GuideLink("Security Analyst Interview Guide", "security-analyst-interview-guide"),
        ),
        highlights=(
            "Most people enter security from IT support, networking or development; a SOC analyst "
            "role is the most common first security job.",
            "Certifications carry real weight here: CompTIA Security+ is a frequent baseline and "
            "is required for many US government-related roles.",
            "Hands-on practice in home labs and platforms such as TryHackMe or Hack The Box shows "
            "employers you can apply what you know.",
            "Some roles require shift work or on-call duty, and government work may need a security clearance.",
        ),
        career_path=_path(
            (
                "SOC Analyst (Tier 1)",
                "0-2 years",
                "Monitor alerts, triage events, escalate incidents and document findings in the SIEM.",
            ),
            (
                "Security Engineer",
                "2-5 years",
                "Harden systems, build detections, run vulnerability management and lead incident response.",
            ),
            (
                "Security Architect / CISO track",
                "5+ years",
                "Design security programmes and architectures, manage risk and advise leadership.",
            ),
        ),
    ),
    Category(
        slug="network-administration",
        name="Network Administration",
        description=(
            "Network administrators and engineers keep organisations connected: they configure "
            "routers, switches, firewalls and wireless networks and troubleshoot when things break."
        ),
        related_keywords=("network administrator", "network engineer", "systems administrator", "network technician"),
        skills=(
            "TCP/IP",
            "Routing & Switching",
            "Cisco IOS",
            "Firewalls",
            "VPN",
            "DNS & DHCP",
            "Wireless Networking",
            "Network Monitoring",
        ),
        guides=(
            GuideLink("How to Become a Network Administrator", "how-to-become-a-network-administrator"),
            GuideLink("Networking Certifications: CCNA and Beyond", "networking-certifications-ccna-and-beyond"),
            GuideLink("Network Engineer Career Path", "network-engineer-career-path"),
        ),
        highlights=(
            "CompTIA Network+ and Cisco's CCNA are the best-known entry certifications and appear "
            "in many job postings.",
            "A home lab with Packet Tracer, GNS3 or second-hand switches is the cheapest way to get "
            "real configuration practice.",
            "Networking increasingly overlaps with cloud and automation: Python and infrastructure "
            "as code raise your ceiling.",
            "Expect some after-hours maintenance windows, since changes to production networks are "
            "usually made when traffic is low.",
        ),
        career_path=_path(
            (
                "Network Technician",
                "0-2 years",
                "Patch and label cabling, replace hardware, handle tickets and learn the network's design.",
            ),
            (
                "Network Administrator / Engineer",
                "2-5 years",
                "Configure routing, switching and firewalls, plan changes and resolve complex outages.",
            ),
            (
                "Senior Network Engineer / Architect",
                "5+ years",
                "Design campus, data centre and cloud networks, automate operations and set standards.",
            ),
        ),
    ),
    Category(
        slug="devops",
        name="DevOps",
        description=(
            "DevOps engineers shorten the path from code to production: they build CI/CD pipelines, "
            "automate infrastructure and keep services observable, reliable and secure."
        ),
        related_keywords=("devops engineer", "site reliability engineer", "platform engineer", "build engineer"),
        skills=("Linux", "Docker", "Kubernetes", "Terraform", "CI/CD", "AWS", "Python", "Prometheus"),
        guides=(
            GuideLink("How to Become a DevOps Engineer", "how-to-become-a-devops-engineer"),
            GuideLink("DevOps Tools and Skills", "devops-tools-and-skills"),
            GuideLink("SRE vs DevOps", "sre-vs-devops"),
        ),
        highlights=(
            "DevOps is rarely a first job: most engineers arrive from system administration, "
            "development or IT operations.",
            "Linux, networking basics and one scripting language are the foundation under every tool in the stack.",
            "Containers (Docker, Kubernetes), infrastructure as code (Terraform) and one major "
            "cloud provider are the most requested skills.",
            "On-call rotations are common; good teams keep them sustainable with automation and "
            "blameless post-incident reviews.",
        ),
        career_path=_path(
            (
                "Junior DevOps / Cloud Support Engineer",
                "0-2 years",
                "Maintain pipelines, write automation scripts and help run the team's infrastructure.",
            ),
            (
                "DevOps Engineer",
                "2-5 years",
                "Design CI/CD, manage Kubernetes and infrastructure as code and improve observability.",
            ),
            (
                "Senior DevOps / Platform Engineer",
                "5+ years",
                "Build internal platforms, define reliability targets and lead infrastructure strategy.",
            ),
        ),
    ),
    Category(
        slug="cloud-computing",
        name="Cloud Computing",
        description=(
            "Cloud engineers and architects design, migrate and operate systems on AWS, Microsoft "
            "Azure and Google Cloud, balancing reliability, security and cost."
        ),
        related_keywords=("cloud engineer", "cloud architect", "AWS engineer", "Azure engineer"),
        skills=(
            "AWS",
            "Microsoft Azure",
            "Google Cloud",
            "Terraform",
            "Networking",
            "IAM",
            "Kubernetes",
            "Cost Optimization",
        ),
        guides=(
            GuideLink("How to Become a Cloud Engineer", "how-to-become-a-cloud-engineer"),
            GuideLink("Cloud Certifications: AWS, Azure and GCP", "cloud-certifications-aws-azure-gcp"),
            GuideLink("Cloud Architect Career Path", "cloud-architect-career-path"),
        ),
        highlights=(
            "AWS has the largest market share, Azure dominates in Microsoft-heavy enterprises; "
            "learn one well before spreading out.",
            "Associate-level certifications (AWS Solutions Architect Associate, Azure AZ-104) "
            "are widely recognised by recruiters.",
            "Networking, identity and access management and security are where cloud projects "
            "most often go wrong, and where skilled people stand out.",
            "Cost awareness is a differentiator: engineers who can cut a cloud bill are valued by every employer.",
        ),
        career_path=_path(
            (
                "Cloud Support Associate",
                "0-2 years",
                "Handle cloud tickets, manage accounts and resources and automate routine tasks.",
            ),
            (
                "Cloud Engineer",
                "2-5 years",
                "Build and migrate workloads, write infrastructure as code and secure cloud environments.",
            ),
            (
                "Cloud Architect",
                "5+ years",
                "Design multi-account, multi-region architectures and guide cloud strategy and governance.",
            ),
        ),
    ),
    Category(
        slug="ui-ux-design",
        name="UI/UX Design",
        description=(
            "UI/UX designers shape how products look, feel and work: they research users, map "
            "journeys, prototype interfaces and test designs with real people."
        ),
        related_keywords=("UX designer", "UI designer", "product designer", "UX researcher"),
        skills=(
            "Figma",
            "User Research",
            "Wireframing",
            "Prototyping",
            "Usability Testing",
            "Design Systems",
            "Accessibility",
            "Interaction Design",
        ),
        guides=(
            GuideLink("How to Become a UX Designer", "how-to-become-a-ux-designer"),
            GuideLink("UX Portfolio Guide", "ux-portfolio-guide"),
            GuideLink("UI vs UX Design Careers", "ui-vs-ux-design-careers"),
        ),
        highlights=(
            "Your portfolio is the hiring decision: two or three case studies that show your "
            "process beat a gallery of polished screens.",
            "Figma is the industry-standard design tool, and knowing how design systems work is "
            "expected even at junior level.",
            "Accessibility (WCAG) knowledge is increasingly required and sets candidates apart.",
            "Many designers come from graphic design, psychology, marketing or front-end "
            "development; a specific design degree is not required.",
        ),
        career_path=_path(
            (
                "Junior UX/UI Designer",
                "0-2 years",
                "Create wireframes and screens within an existing design system and support user research.",
            ),
            (
                "Product Designer",
                "2-5 years",
                "Own features from research to shipped design and work closely with product and engineering.",
            ),
            (
                "Senior / Lead Designer",
                "5+ years",
                "Set design direction, run research programmes, maintain the design system and mentor.",
            ),
        ),
    ),
    Category(
        slug="project-management",
        name="Project Management",
        description=(
            "IT project and program managers deliver technology projects on time and on budget: "
            "they plan work, manage risks and stakeholders and keep teams unblocked."
        ),
        related_keywords=("IT project manager", "scrum master", "technical program manager", "agile coach"),
        skills=(
            "Agile",
            "Scrum",
            "Jira",
            "Risk Management",
            "Stakeholder Management",
            "Budgeting",
            "Kanban",
            "Communication",
        ),
        guides=(
            GuideLink("How to Become an IT Project Manager", "how-to-become-an-it-project-manager"),
            GuideLink("Agile and Scrum Certifications", "agile-and-scrum-certifications"),
            GuideLink("Technical Program Manager Career Path", "technical-program-manager-career-path"),
        ),
        highlights=(
            "Most IT project managers start in another tech role (analyst, developer, support) "
            "and move into coordination.",
            "Certifications such as PMP, PRINCE2, CSM or PSM are often listed in job postings and "
            "help you pass recruiter screens.",
            "Agile ways of working dominate software teams, but many enterprise projects still "
            "use hybrid or traditional plans.",
            "Technical literacy earns trust with engineers: you need to understand what your "
            "team builds, not to build it yourself.",
        ),
        career_path=_path(
            (
                "Project Coordinator",
                "0-2 years",
                "Track schedules, run meetings, keep documentation and support the project manager.",
            ),
            (
                "IT Project Manager / Scrum Master",
                "2-5 years",
                "Run projects or teams end to end, manage scope, budget, risks and stakeholders.",
            ),
            (
                "Program Manager / TPM",
                "5+ years",
                "Coordinate multiple projects and teams toward business goals and lead delivery strategy.",
            ),
        ),
    ),
)

FALLBACK_CATEGORY = Category(
    slug="it-careers",
    name="IT Careers",
    description=(
        "Information technology careers cover software, data, security, infrastructure, design "
        "and project delivery: roles for builders, problem solvers and people who like to help."
    ),
    related_keywords=("IT", "software developer", "IT support"),
    skills=("Problem Solving", "Communication", "Linux", "SQL", "Python", "Cloud Basics", "Networking", "Git"),
    guides=(
        GuideLink("Getting Started in Tech", "getting-started"),
        GuideLink("Resume & Portfolio Building", "resume-portfolio"),
        GuideLink("Interview Preparation", "interview-preparation"),
    ),
    highlights=(
        "IT employs people in almost every industry, so your domain knowledge from a previous career is an asset.",
        "Help desk and IT support roles are a proven entry point into networking, security, cloud and systems careers.",
        "Practical proof (projects, labs and certifications) matters as much as formal education for many roles.",
        "Technology changes quickly: a habit of continuous learning is the most durable skill you can build.",
    ),
    career_path=_path(
        (
            "IT Support Specialist",
            "0-2 years",
            "Resolve user issues, manage devices and accounts and learn how systems fit together.",
        ),
        (
            "IT Specialist / Engineer",
            "2-5 years",
            "Specialise in an area such as systems, networks, cloud, data or development.",
        ),
        (
            "Senior Engineer / IT Manager",
            "5+ years",
            "Lead projects or teams, design systems and shape technology decisions.",
        ),
    ),
)

_BY_SLUG = {category.slug: category for category in CATEGORIES}

RELATED_CATEGORY_LIMIT = 5  # a category page's sidebar lists at most 5 related categories


def category_by_slug(slug: str | None) -> Category:
    """The category for a slug; unknown or missing slugs get the generic 'IT Careers' one."""
    return _BY_SLUG.get(slug or "", FALLBACK_CATEGORY)


def is_known_category(slug: str) -> bool:
    return slug in _BY_SLUG


def related_categories(category: Category) -> tuple[Category, ...]:
    """Up to five other categories, starting after this one so each page links to different ones."""
    others = [c for c in CATEGORIES if c.slug != category.slug]
    if category.slug in _BY_SLUG:
        start = [c.slug for c in CATEGORIES].index(category.slug)
        others = others[start:] + others[:start]
    return tuple(others[:RELATED_CATEGORY_LIMIT])


def latest_jobs_keyword(category: Category) -> str:
    """The 'Latest jobs' search: the first two related keywords joined by ' OR '."""
    return " OR ".join(category.related_keywords[:2])
