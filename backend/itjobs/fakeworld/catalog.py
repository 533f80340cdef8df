"""The fake upstream's world: roles, companies, cities and money per country (data only)."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Role:
    title: str
    family: str  # category slug; 'other' for non-IT roles
    skills: tuple[str, ...]
    salary_usd: tuple[int, int]  # yearly range in the US
    it: bool = True
    weight: int = 1  # how common the role is among generated jobs


# The home page's popular searches and the roles the categories name: common enough that every big city has some.
POPULAR_TITLES = frozenset({
    "Software Engineer", "DevOps Engineer", "Cybersecurity Analyst", "Cloud Architect", "Full Stack Developer",
    "Data Engineer", "Frontend Developer", "Data Scientist", "Security Engineer", "Software Developer",
})  # fmt: skip


def _roles(family: str, salary: tuple[int, int], rows: list[tuple[str, str]], *, it: bool = True) -> list[Role]:
    return [
        Role(title, family, tuple(skills.split(", ")), salary, it, weight=5 if title in POPULAR_TITLES else 1)
        for title, skills in rows
    ]


IT_ROLES: tuple[Role, ...] = (
    *_roles(
        "software-development",
        (70_000, 150_000),
        [
            ("Software Engineer", "Python, Java, Git, SQL, AWS"),
            ("Software Developer", "C#, .NET, SQL Server, Azure, Git"),
            ("Backend Developer", "Node.js, PostgreSQL, Redis, Docker, REST APIs"),
            ("Full Stack Developer", "React, Node.js, TypeScript, PostgreSQL, AWS"),
            ("Python Developer", "Python, Django, FastAPI, PostgreSQL, Celery"),
            ("Java Developer", "Java, Spring Boot, Kafka, Microservices, SQL"),
            ("React Developer", "React, TypeScript, Redux, Next.js, CSS"),
            ("Go Developer", "Go, gRPC, Kubernetes, PostgreSQL, Microservices"),
            ("Golang Engineer", "Golang, Docker, Kafka, Linux, Prometheus"),
            ("Node.js Developer", "Node.js, Express, MongoDB, TypeScript, GraphQL"),
            (".NET Developer", "C#, ASP.NET Core, Entity Framework, Azure, SQL Server"),
            ("C++ Developer", "C++, Linux, Multithreading, Low Latency, Python"),
            ("Ruby on Rails Developer", "Ruby, Rails, PostgreSQL, Sidekiq, RSpec"),
            ("PHP Developer", "PHP, Laravel, MySQL, Vue.js, Docker"),
            ("Rust Engineer", "Rust, Tokio, Linux, gRPC, PostgreSQL"),
            ("iOS Developer", "Swift, SwiftUI, Xcode, Combine, REST APIs"),
            ("Android Developer", "Kotlin, Jetpack Compose, Android SDK, Gradle, Firebase"),
            ("Mobile Developer", "React Native, TypeScript, iOS, Android, Firebase"),
            ("Embedded Software Engineer", "C, C++, RTOS, ARM, Embedded Linux"),
            ("QA Engineer", "Selenium, Cypress, Test Automation, Jira, API Testing"),
            ("Test Automation Engineer", "Playwright, Python, CI/CD, Selenium, Postman"),
            ("Engineering Manager", "People Management, Agile, System Design, Java, Hiring"),
        ],
    ),
    *_roles(
        "software-development",
        (65_000, 140_000),
        [
            ("Frontend Developer", "JavaScript, TypeScript, React, HTML, CSS"),
            ("Front End Engineer", "Vue.js, TypeScript, Webpack, Accessibility, CSS"),
            ("Web Developer", "JavaScript, HTML, CSS, WordPress, PHP"),
        ],
    ),
    *_roles(
        "data-science",
        (85_000, 170_000),
        [
            ("Data Scientist", "Python, Machine Learning, SQL, Statistics, Pandas"),
            ("Machine Learning Engineer", "Python, PyTorch, TensorFlow, MLOps, Kubernetes"),
            ("AI Engineer", "Python, LLMs, PyTorch, Vector Databases, AWS"),
        ],
    ),
    *_roles(
        "data-science",
        (75_000, 150_000),
        [
            ("Data Engineer", "Python, SQL, Spark, Airflow, Snowflake"),
            ("Data Analyst", "SQL, Excel, Tableau, Power BI, Python"),
            ("Business Intelligence Developer", "Power BI, SQL, DAX, Azure, ETL"),
            ("Analytics Engineer", "dbt, SQL, Snowflake, Python, Looker"),
            ("Database Administrator", "PostgreSQL, Oracle, SQL Server, Backup, Performance Tuning"),
        ],
    ),
    *_roles(
        "cybersecurity",
        (90_000, 180_000),
        [
            ("Security Engineer", "SIEM, Cloud Security, Python, Threat Modeling, IAM"),
            ("Cloud Security Engineer", "AWS, IAM, Terraform, Kubernetes, Zero Trust"),
            ("Penetration Tester", "Burp Suite, Kali Linux, OWASP, Python, Metasploit"),
            ("Information Security Manager", "ISO 27001, Risk Management, SOC 2, GDPR, Governance"),
        ],
    ),
    *_roles(
        "cybersecurity",
        (70_000, 130_000),
        [
            ("Cybersecurity Analyst", "SIEM, Splunk, Incident Response, Firewalls, Vulnerability Management"),
            ("SOC Analyst", "Splunk, Incident Response, EDR, Threat Hunting, SIEM"),
        ],
    ),
    *_roles(
        "network-administration",
        (55_000, 115_000),
        [
            ("Network Administrator", "Cisco, TCP/IP, Firewalls, VPN, Windows Server"),
            ("Network Engineer", "Cisco, BGP, OSPF, SD-WAN, Palo Alto"),
            ("Systems Administrator", "Linux, Windows Server, Active Directory, VMware, Bash"),
            ("IT Support Specialist", "Windows, Active Directory, Office 365, Help Desk, Networking"),
            ("Help Desk Technician", "Troubleshooting, Windows, Ticketing, Office 365, Hardware"),
        ],
    ),
    *_roles(
        "devops",
        (80_000, 160_000),
        [
            ("DevOps Engineer", "Kubernetes, Docker, Terraform, CI/CD, AWS"),
            ("Site Reliability Engineer", "Kubernetes, Prometheus, Go, Linux, Incident Response"),
            ("SRE", "Linux, Kubernetes, Grafana, Python, On-call"),
            ("Platform Engineer", "Kubernetes, Terraform, Go, Argo CD, AWS"),
            ("Release Engineer", "CI/CD, Jenkins, GitHub Actions, Bash, Git"),
        ],
    ),
    *_roles(
        "cloud-computing",
        (95_000, 185_000),
        [
            ("Cloud Architect", "AWS, Azure, GCP, Terraform, Solution Architecture"),
            ("AWS Solutions Architect", "AWS, Lambda, CloudFormation, Networking, Security"),
        ],
    ),
    *_roles(
        "cloud-computing",
        (85_000, 160_000),
        [
            ("Cloud Engineer", "AWS, Terraform, Kubernetes, Python, Linux"),
            ("Azure Cloud Engineer", "Azure, ARM Templates, PowerShell, AKS, Entra ID"),
            ("GCP Data Platform Engineer", "GCP, BigQuery, Dataflow, Terraform, Python"),
        ],
    ),
    *_roles(
        "ui-ux-design",
        (65_000, 140_000),
        [
            ("UI/UX Designer", "Figma, Prototyping, User Research, Design Systems, Accessibility"),
            ("Product Designer", "Figma, Interaction Design, User Research, Prototyping, HTML"),
            ("UX Researcher", "User Interviews, Usability Testing, Surveys, Figma, Analytics"),
            ("Web Designer", "Figma, HTML, CSS, Webflow, Adobe Creative Suite"),
        ],
    ),
    *_roles(
        "it-project-management",
        (80_000, 160_000),
        [
            ("IT Project Manager", "Agile, Scrum, Jira, Stakeholder Management, PMP"),
            ("Technical Program Manager", "Program Management, Agile, Roadmaps, Jira, Cloud"),
            ("Scrum Master", "Scrum, Agile, Jira, Kanban, Coaching"),
            ("IT Business Analyst", "Requirements, SQL, Jira, BPMN, Stakeholder Management"),
        ],
    ),
)

NON_IT_ROLES: tuple[Role, ...] = tuple(
    _roles("other", (30_000, 90_000), [
        ("Registered Nurse", "Patient Care, BLS, Medication Administration, EHR, Triage"),
        ("Sales Associate", "Customer Service, Retail, POS, Upselling, Merchandising"),
        ("Delivery Driver", "Driving Licence, Route Planning, Customer Service, Logistics, Safety"),
        ("Truck Driver", "CDL, Logistics, Safety, Route Planning, Inspections"),
        ("Warehouse Associate", "Forklift, Picking, Packing, Inventory, Safety"),
        ("Accountant", "Bookkeeping, Excel, Tax, Payroll, Reconciliation"),
        ("Primary School Teacher", "Lesson Planning, Classroom Management, Safeguarding, Literacy, Numeracy"),
        ("Line Cook", "Food Preparation, Food Safety, Grill, Teamwork, Inventory"),
        ("Customer Service Representative", "Phone Support, CRM, Complaints, Data Entry, Communication"),
        ("Electrician", "Wiring, Electrical Code, Troubleshooting, Installation, Safety"),
        ("Dental Hygienist", "Oral Health, X-rays, Patient Education, Infection Control, Charting"),
        ("Barista", "Espresso, Customer Service, Cash Handling, Food Safety, Teamwork"),
    ], it=False)
)  # fmt: skip

SENIORITY = (("", 50, 1.0), ("Senior ", 25, 1.25), ("Junior ", 10, 0.75), ("Lead ", 8, 1.35), ("Principal ", 3, 1.5),
             ("Staff ", 4, 1.45))  # fmt: skip


@dataclass(frozen=True)
class City:
    name: str
    region: str
    region_code: str
    weight: int = 1


@dataclass(frozen=True)
class Country:
    code: str
    name: str  # how Adzuna names it in location.area[0]
    currency: str
    salary_factor: float  # local money per US dollar of a comparable job
    weight: int  # share of generated jobs
    cities: tuple[City, ...]
    companies: tuple[str, ...]


def _cities(rows: str, *, big: int = 1) -> tuple[City, ...]:
    """'Name|Region|CODE;...'; the first `big` cities get three times the jobs."""
    cities = [part.strip().split("|") for part in rows.split(";")]
    return tuple(City(name, region, code, 3 if i < big else 1) for i, (name, region, code) in enumerate(cities))


GLOBAL_COMPANIES = (
    "Northwind Systems", "Contoso Cloud", "Globex Analytics", "Initech", "Acme Robotics", "Hooli",
    "Stark Industries Digital", "Wayne Enterprises Technology", "Umbrella Health IT", "Cyberdyne Labs",
    "Soylent Data", "Tyrell Software", "Massive Dynamic", "Aperture Science Cloud", "Vandelay Logistics Tech",
    "Blue Harbor Fintech", "Pied Piper", "Bluth Digital", "Dunder Mifflin Infinity", "Nakatomi Trading Systems",
)  # fmt: skip

COUNTRIES: tuple[Country, ...] = (
    Country("us", "US", "USD", 1.0, 45, _cities(
        "New York|New York|NY;San Francisco|California|CA;Seattle|Washington|WA;Austin|Texas|TX;"
        "Chicago|Illinois|IL;Los Angeles|California|CA;Boston|Massachusetts|MA;Denver|Colorado|CO;"
        "Atlanta|Georgia|GA;Dallas|Texas|TX;San Jose|California|CA;Washington|District of Columbia|DC;"
        "Raleigh|North Carolina|NC;Phoenix|Arizona|AZ;Portland|Oregon|OR;Pittsburgh|Pennsylvania|PA", big=8),
        ("Lone Star Cloud", "Golden Gate Data", "Empire State Software", "Rainier Systems", "Lakeshore Fintech")),
    Country("gb", "UK", "GBP", 0.62, 20, _cities(
        "London|London|LDN;Manchester|North West England|MAN;Edinburgh|Scotland|EDH;Birmingham|West Midlands|BHM;"
        "Bristol|South West England|BRS;Leeds|Yorkshire|LDS;Cambridge|East of England|CAM;"
        "Glasgow|Scotland|GLA;Belfast|Northern Ireland|BEL", big=2),
        ("Britannia Fintech Ltd", "Thames Data Works", "Highland Cloud Ltd", "Mersey Digital", "Oxbridge AI Ltd")),
    Country("ca", "Canada", "CAD", 1.12, 12, _cities(
        "Toronto|Ontario|ON;Vancouver|British Columbia|BC;Montréal|Québec|QC;Ottawa|Ontario|ON;"
        "Calgary|Alberta|AB;Waterloo|Ontario|ON", big=3),
        ("Maple Leaf Data Inc.", "Northern Lights Software", "Café Numérique Montréal", "Rocky Mountain Cloud")),
    Country("au", "Australia", "AUD", 1.3, 10, _cities(
        "Sydney|New South Wales|NSW;Melbourne|Victoria|VIC;Brisbane|Queensland|QLD;Perth|Western Australia|WA;"
        "Canberra|Australian Capital Territory|ACT;Adelaide|South Australia|SA", big=2),
        ("Kookaburra Software Pty Ltd", "Southern Cross Cloud", "Harbour Bridge Analytics", "Outback Data Co")),
    Country("de", "Deutschland", "EUR", 0.68, 13, _cities(
        "Berlin|Berlin|BE;München|Bayern|BY;Hamburg|Hamburg|HH;Frankfurt am Main|Hessen|HE;Köln|Nordrhein-Westfalen|NW;"
        "Stuttgart|Baden-Württemberg|BW;Düsseldorf|Nordrhein-Westfalen|NW", big=2),
        ("Rheinwerk Digital GmbH", "Spree Cloud GmbH", "Zürich & Söhne Analytics AG", "Bayern Data Systems GmbH")),
)  # fmt: skip

PUBLISHERS = ("LinkedIn", "Indeed", "Glassdoor", "ZipRecruiter", "Dice", "BeBee", "Built In", "Monster", "Jooble")

BENEFITS = (
    "Flexible hours and a hybrid schedule",
    "Health, dental and vision cover",
    "Learning budget and conference days",
    "Pension or 401(k) matching",
    "Parental leave above the legal minimum",
    "Home-office allowance",
)

# Unicode the sanitizer and the search index must carry through untouched.
GREETINGS = (
    "Grüße aus dem Team 👋",
    "¡Únete a nuestro equipo! 🚀",
    "我们正在招聘 — 欢迎申请",
    "Équipe bilingue, café offert ☕",
    "チームへようこそ ✨",
    "Zespół w Kraków i Łódź",
)
