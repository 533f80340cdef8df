"""The IT role reference: what a role does, what it needs and what it pays.

Salary ranges are typical US base salaries per year.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class SalaryRange:
    min: int
    max: int
    currency: str = "USD"
    period: str = "YEAR"

    @property
    def display(self) -> str:
        return f"${self.min:,}-${self.max:,}"


@dataclass(frozen=True)
class ITRole:
    slug: str
    title: str
    category: str  # one of four role categories (test_reference_data names them)
    quick_info: str
    responsibilities: tuple[str, ...]
    required_skills: tuple[str, ...]
    career_path: tuple[str, ...]
    average_salary: SalaryRange
    industry: str


IT_ROLES: tuple[ITRole, ...] = (
    ITRole(
        slug="software-engineer",
        title="Software Engineer",
        category="Software Development",
        quick_info="Designs, builds, tests and maintains software systems, from user-facing apps to backend services.",
        responsibilities=(
            "Write clean, tested and maintainable code",
            "Design features and services with the team",
            "Review code and share knowledge",
            "Debug production issues and improve performance",
        ),
        required_skills=(
            "One or more languages such as Java, Python or TypeScript",
            "Data structures and algorithms",
            "Git",
            "Testing",
            "System design",
        ),
        career_path=(
            "Junior Software Engineer",
            "Software Engineer",
            "Senior Software Engineer",
            "Staff / Principal Engineer",
        ),
        average_salary=SalaryRange(70_000, 150_000),
        industry="Technology, finance, healthcare, e-commerce and almost every other sector",
    ),
    ITRole(
        slug="frontend-developer",
        title="Frontend Developer",
        category="Software Development",
        quick_info=(
            "Builds the parts of web applications people see and use, with a focus on usability, "
            "accessibility and speed."
        ),
        responsibilities=(
            "Implement interfaces from designs",
            "Keep pages fast, accessible and responsive",
            "Integrate with backend APIs",
            "Maintain shared components and design systems",
        ),
        required_skills=(
            "HTML and CSS",
            "JavaScript and TypeScript",
            "React, Vue or Angular",
            "Web accessibility",
            "Browser performance",
        ),
        career_path=(
            "Junior Frontend Developer",
            "Frontend Developer",
            "Senior Frontend Engineer",
            "Frontend Architect",
        ),
        average_salary=SalaryRange(65_000, 140_000),
        industry="Technology, media, e-commerce and agencies",
    ),
    ITRole(
        slug="devops-engineer",
        title="DevOps Engineer",
        category="DevOps & Infrastructure",
        quick_info="Automates how software is built, tested, deployed and run, and keeps production reliable.",
        responsibilities=(
            "Build and maintain CI/CD pipelines",
            "Manage infrastructure as code",
            "Run container platforms such as Kubernetes",
            "Set up monitoring, alerting and incident response",
        ),
        required_skills=(
            "Linux",
            "Docker and Kubernetes",
            "Terraform",
            "A cloud platform (AWS, Azure or GCP)",
            "Scripting in Python or Bash",
        ),
        career_path=("Systems Administrator", "DevOps Engineer", "Senior DevOps / SRE", "Platform Engineering Lead"),
        average_salary=SalaryRange(80_000, 160_000),
        industry="Technology, SaaS, finance and any company that runs its own software",
    ),
    ITRole(
        slug="cloud-engineer",
        title="Cloud Engineer",
        category="DevOps & Infrastructure",
        quick_info="Builds, migrates and operates workloads on public cloud platforms securely and cost-effectively.",
        responsibilities=(
            "Provision cloud resources with infrastructure as code",
            "Design networking, identity and access",
            "Migrate applications to the cloud",
            "Monitor cost, security and reliability",
        ),
        required_skills=("AWS, Azure or Google Cloud", "Networking", "IAM", "Terraform", "Linux"),
        career_path=("Cloud Support Associate", "Cloud Engineer", "Senior Cloud Engineer", "Cloud Architect"),
        average_salary=SalaryRange(85_000, 165_000),
        industry="Technology, consulting, finance and the public sector",
    ),
    ITRole(
        slug="data-scientist",
        title="Data Scientist",
        category="Data & Analytics",
        quick_info="Uses statistics and machine learning to answer business questions and build predictive models.",
        responsibilities=(
            "Explore and clean large datasets",
            "Build and evaluate predictive models",
            "Design and analyse experiments",
            "Communicate findings to stakeholders",
        ),
        required_skills=("Python or R", "SQL", "Statistics", "Machine learning", "Data visualisation"),
        career_path=("Data Analyst", "Data Scientist", "Senior Data Scientist", "Head of Data Science"),
        average_salary=SalaryRange(85_000, 170_000),
        industry="Technology, finance, healthcare, retail and research",
    ),
    ITRole(
        slug="data-analyst",
        title="Data Analyst",
        category="Data & Analytics",
        quick_info="Turns data into reports, dashboards and clear answers that help teams decide.",
        responsibilities=(
            "Write SQL queries and maintain reports",
            "Build dashboards in BI tools",
            "Check data quality",
            "Explain trends to business teams",
        ),
        required_skills=("SQL", "Excel or Google Sheets", "Tableau or Power BI", "Basic statistics", "Communication"),
        career_path=("Junior Data Analyst", "Data Analyst", "Senior Analyst", "Analytics Manager or Data Scientist"),
        average_salary=SalaryRange(55_000, 110_000),
        industry="Every sector that measures its business",
    ),
    ITRole(
        slug="security-engineer",
        title="Security Engineer",
        category="Cybersecurity",
        quick_info="Protects systems and data by building defences, detecting threats and responding to incidents.",
        responsibilities=(
            "Harden systems and cloud environments",
            "Build detections and monitor alerts",
            "Run vulnerability management",
            "Lead incident response and post-incident reviews",
        ),
        required_skills=(
            "Network and operating system security",
            "SIEM and detection engineering",
            "Cloud security",
            "Scripting",
            "Incident response",
        ),
        career_path=("SOC Analyst", "Security Engineer", "Senior Security Engineer", "Security Architect or CISO"),
        average_salary=SalaryRange(90_000, 180_000),
        industry="Finance, government, healthcare, technology and consulting",
    ),
)
