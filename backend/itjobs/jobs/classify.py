"""What a job is: an IT role or not, its category slugs, its skills, remote or not, yearly salary.

Spec §7: 'kept only if the title counts as an IT role'. The test is a taxonomy of role words with
synonyms, read from the title; generic words ('engineer', 'developer', 'manager') count only with
an IT qualifier, so a civil engineer or a property developer is not an IT role.
"""

import re
from dataclasses import dataclass

# Titles that are IT roles on their own.
_IT_ROLE_PHRASES = (
    r"software",
    r"developer",
    r"programmer",
    r"coder",
    r"devops",
    r"dev ops",
    r"devsecops",
    r"sre",
    r"site reliability",
    r"sysadmin",
    r"system administrator",
    r"systems administrator",
    r"network (?:administrator|engineer|architect|technician|analyst|specialist)",
    r"noc",
    r"cyber ?security",
    r"cyber",
    r"information security",
    r"infosec",
    r"security (?:analyst|engineer|architect)",
    r"penetration tester",
    r"pen ?tester",
    r"soc analyst",
    r"data scientist",
    r"data analyst",
    r"data engineer",
    r"data architect",
    r"analytics engineer",
    r"machine learning",
    r"ml",
    r"mlops",
    r"ai",
    r"artificial intelligence",
    r"deep learning",
    r"nlp",
    r"computer vision",
    r"business intelligence",
    r"bi (?:analyst|developer|engineer)",
    r"database",
    r"dba",
    r"cloud",
    r"aws",
    r"azure",
    r"gcp",
    r"kubernetes",
    r"platform engineer",
    r"infrastructure engineer",
    r"solutions? architect",
    r"enterprise architect",
    r"technical architect",
    r"information technology",
    r"help ?desk",
    r"service desk",
    r"desktop support",
    r"technical support",
    r"tech support",
    r"it support",
    r"qa",
    r"quality assurance (?:engineer|analyst|tester)",
    r"test automation",
    r"automation engineer",
    r"sdet",
    r"software tester",
    r"tester",
    r"ux",
    r"ui",
    r"user experience",
    r"user interface",
    r"product designer",
    r"interaction designer",
    r"web designer",
    r"web",
    r"frontend",
    r"front[ -]end",
    r"backend",
    r"back[ -]end",
    r"full ?stack",
    r"fullstack",
    r"mobile",
    r"ios",
    r"android",
    r"embedded",
    r"firmware",
    r"scrum master",
    r"agile coach",
    r"technical project manager",
    r"technical program manager",
    r"cto",
    r"cio",
    r"chief technology officer",
    r"erp",
    r"sap",
    r"salesforce",
    r"servicenow",
    r"crm (?:developer|administrator|consultant)",
    r"systems analyst",
    r"system analyst",
    r"systems engineer",
    r"computer",
    r"blockchain",
    r"game developer",
    r"technical lead",
    r"tech lead",
    r"engineering manager",
    r"product manager,? (?:technical|software)",
    r"technical product manager",
)

# Skills that make an otherwise generic title an IT one ('Python Engineer', 'Java Consultant').
_ROLE_WORDS = r"(?:engineer|developer|architect|consultant|specialist|lead|administrator|analyst|manager|expert|intern)"

# Titles that look like IT but are not.
_NOT_IT = re.compile(
    r"\b(?:business develop\w*|property developer|real estate developer|land developer|residential developer|"
    r"sales develop\w*|it's|mobile (?:crane|home|mechanic|phlebotomist|nurse|operator)|"
    r"web of|ui (?:claims|benefits)|ai\w* (?:tutor|trainer|rater)|ux\w* writer)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Skill:
    name: str  # canonical display name
    patterns: tuple[str, ...]  # regex alternatives, matched case-insensitively on word boundaries


SKILLS: tuple[Skill, ...] = (
    Skill("Python", (r"python",)),
    Skill("Java", (r"java(?!\s*script)",)),
    Skill("JavaScript", (r"javascript", r"js", r"ecmascript", r"es6")),
    Skill("TypeScript", (r"typescript", r"ts")),
    Skill("Go", (r"golang", r"go(?= developer| engineer| programmer|,|/)")),
    Skill("Rust", (r"rust(?! belt| removal)",)),
    Skill("C++", (r"c\+\+", r"cpp")),
    Skill("C#", (r"c#", r"csharp", r"c sharp")),
    Skill(".NET", (r"\.net", r"dotnet", r"asp\.net", r"\.net core")),
    Skill("PHP", (r"php",)),
    Skill("Ruby", (r"ruby",)),
    Skill("Ruby on Rails", (r"ruby on rails", r"rails", r"ror")),
    Skill("Kotlin", (r"kotlin",)),
    Skill("Swift", (r"swift(?:ui)?",)),
    Skill("Scala", (r"scala",)),
    Skill("React Native", (r"react native",)),
    Skill("React", (r"react(?:\.js|js)?",)),
    Skill("Angular", (r"angular(?:js)?",)),
    Skill("Vue.js", (r"vue(?:\.js|js)?",)),
    Skill("Node.js", (r"node(?:\.js|js)?",)),
    Skill("Django", (r"django",)),
    Skill("Flask", (r"flask",)),
    Skill("Spring", (r"spring boot", r"spring")),
    Skill("SQL", (r"sql", r"t-sql", r"pl/sql")),
    Skill("PostgreSQL", (r"postgres(?:ql)?", r"psql")),
    Skill("MySQL", (r"mysql",)),
    Skill("MongoDB", (r"mongo(?:db)?",)),
    Skill("Redis", (r"redis",)),
    Skill("Kubernetes", (r"kubernetes", r"k8s")),
    Skill("Docker", (r"docker",)),
    Skill("Terraform", (r"terraform",)),
    Skill("AWS", (r"aws", r"amazon web services")),
    Skill("Azure", (r"azure",)),
    Skill("GCP", (r"gcp", r"google cloud(?: platform)?")),
    Skill("Linux", (r"linux",)),
    Skill("Git", (r"git(?:hub|lab)?",)),
    Skill("CI/CD", (r"ci/cd", r"cicd", r"continuous integration")),
    Skill("Jenkins", (r"jenkins",)),
    Skill("Ansible", (r"ansible",)),
    Skill("Machine Learning", (r"machine learning", r"ml")),
    Skill("TensorFlow", (r"tensorflow",)),
    Skill("PyTorch", (r"pytorch",)),
    Skill("Spark", (r"apache spark", r"pyspark", r"spark")),
    Skill("Tableau", (r"tableau",)),
    Skill("Power BI", (r"power ?bi",)),
    Skill("Excel", (r"excel",)),
    Skill("Figma", (r"figma",)),
    Skill("HTML", (r"html5?",)),
    Skill("CSS", (r"css3?", r"sass", r"scss", r"tailwind")),
    Skill("GraphQL", (r"graphql",)),
    Skill("REST APIs", (r"rest(?:ful)? apis?",)),
    Skill("Microservices", (r"micro-?services",)),
    Skill("Networking", (r"tcp/ip", r"cisco", r"ccna", r"routing and switching")),
    Skill("Cybersecurity", (r"cyber ?security", r"siem", r"penetration testing")),
    Skill("Agile", (r"agile", r"scrum", r"kanban")),
    Skill("Jira", (r"jira",)),
    Skill("Selenium", (r"selenium",)),
    Skill("Salesforce", (r"salesforce",)),
    Skill("SAP", (r"sap",)),
)


def _needle(pattern: str) -> str:
    """The literal start of a pattern ('java' of 'java(?!script)', 'c++' of 'c\\+\\+'): a cheap test
    before the regex runs."""
    literal = re.match(r"(?:\\.|[a-z0-9 #/-])*", pattern)
    text = literal.group() if literal else ""
    if pattern[len(text) : len(text) + 1] in {"?", "*"}:  # 'html5?': the last character is optional
        text = text[:-1]
    return text.replace("\\", "")


# (needle, skill index) pairs: a substring test on the lower-cased text picks the few skills whose
# regex is worth running; an ingest classifies thousands of jobs a second.
_NEEDLES = tuple((_needle(pattern), index) for index, skill in enumerate(SKILLS) for pattern in skill.patterns)
_SKILL_RES = tuple(
    re.compile(r"(?<![\w.#+])(?:" + "|".join(skill.patterns) + r")(?![\w#+])", re.IGNORECASE) for skill in SKILLS
)
_SCAN_LIMIT = 20_000  # characters of a description worth scanning for skills
_SKILL_IN_TITLE = re.compile(
    r"\b(?:" + "|".join(p for skill in SKILLS for p in skill.patterns if len(p) > 3) + r")\W+(?:\w+\W+)?" + _ROLE_WORDS,
    re.IGNORECASE,
)
_IT_ROLE = re.compile(r"(?<![\w])(?:" + "|".join(_IT_ROLE_PHRASES) + r")(?![\w])", re.IGNORECASE)
_IT_ABBREVIATION = re.compile(r"\bIT\b|\bI\.T\.")  # case-sensitive: 'it' is also a plain word

# Category slugs of the spec (§2 Category landing page), each with the title/skill words that place a job in it.
CATEGORY_RULES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (slug, re.compile(pattern, re.IGNORECASE))
    for slug, pattern in (
        (
            "software-development",
            r"\b(?:software|developer|programmer|engineer|frontend|front[ -]end|backend|"
            r"back[ -]end|full ?stack|mobile|ios|android|web|sdet|qa|tester)\b",
        ),
        ("data-science", r"\b(?:data|machine learning|ml|ai|analytics|business intelligence|bi|scientist|nlp)\b"),
        ("cybersecurity", r"\b(?:security|cyber\w*|infosec|penetration|soc|siem)\b"),
        (
            "network-administration",
            r"\b(?:network|sysadmin|system administrator|systems administrator|"
            r"help ?desk|it support|desktop support|noc|infrastructure)\b",
        ),
        (
            "devops",
            r"\b(?:devops|dev ops|devsecops|sre|site reliability|platform engineer|kubernetes|mlops|"
            r"release engineer|build engineer)\b",
        ),
        ("cloud-computing", r"\b(?:cloud|aws|azure|gcp)\b"),
        ("ui-ux-design", r"\b(?:ux|ui|user experience|user interface|designer|interaction design)\b"),
        (
            "project-management",
            r"\b(?:project manager|program manager|scrum master|agile coach|product owner|"
            r"delivery manager|product manager)\b",
        ),
    )
)

_REMOTE = re.compile(
    r"\b(?:remote|work from home|work-from-home|wfh|telecommut\w*|home[- ]based|anywhere)\b", re.IGNORECASE
)
_REMOTE_IN_TEXT = re.compile(r"\b(?:fully|100%|completely|remote[- ]first)\s*remote\b|\bremote[- ]first\b", re.I)

# Working hours per period for a yearly figure (40 h weeks, 52 weeks, 260 working days).
_PER_YEAR = {"YEAR": 1, "MONTH": 12, "WEEK": 52, "DAY": 260, "HOUR": 2080}


def is_it_role(title: str) -> bool:
    """True when the title names an IT role (spec §7: only IT roles are kept)."""
    if _SKILL_IN_TITLE.search(title) or _IT_ABBREVIATION.search(title):
        return True
    return bool(_IT_ROLE.search(_NOT_IT.sub(" ", title)))


def extract_skills(*, title: str, text: str, hints: tuple[str, ...] = (), limit: int = 12) -> list[str]:
    """Canonical skill names found in the title, the source's own skill list and the text; title first."""
    found: dict[int, None] = {}
    for source in (title, " ".join(hints) + " " + text[:_SCAN_LIMIT]):
        lower = source.lower()
        candidates = sorted({index for needle, index in _NEEDLES if needle in lower and index not in found})
        for index in candidates:
            if _SKILL_RES[index].search(source):
                found[index] = None
    return [SKILLS[index].name for index in found][:limit]


def categorize(*, title: str, skills: list[str], source_category: str | None = None) -> list[str]:
    """The spec's category slugs that fit; the title decides, skills only add cloud/devops hints."""
    slugs = [slug for slug, pattern in CATEGORY_RULES if pattern.search(title)]
    skill_text = " ".join(skills)
    if "devops" not in slugs and re.search(r"\b(?:Kubernetes|Terraform|Ansible|CI/CD)\b", skill_text):
        slugs.append("devops")
    if "cloud-computing" not in slugs and re.search(r"\b(?:AWS|Azure|GCP)\b", skill_text):
        slugs.append("cloud-computing")
    if not slugs and source_category == "it-jobs":
        slugs.append("software-development")
    order = [slug for slug, _ in CATEGORY_RULES]
    return sorted(slugs, key=order.index)


def detect_remote(*, flagged: bool, title: str, location_text: str, text: str) -> bool:
    return flagged or bool(_REMOTE.search(title) or _REMOTE.search(location_text) or _REMOTE_IN_TEXT.search(text))


def yearly_salary(amount: float | None, period: str | None) -> int | None:
    """A salary figure as a yearly amount in its own currency, for the minimum-salary filter."""
    if amount is None or amount <= 0:
        return None
    return round(amount * _PER_YEAR.get((period or "YEAR").upper(), 1))
