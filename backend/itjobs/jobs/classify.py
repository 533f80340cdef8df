"""What a job is: an IT role or not, its category slugs, its skills, remote or not, yearly salary.

A job is kept only if its title counts as an IT role. The test is a taxonomy of role words with
synonyms, read from the title; generic words ('engineer', 'developer', 'manager') count only with
an IT qualifier, so a civil engineer or a property developer is not an IT role.
"""

import re

from .skills import SKILLS, extract_skills

__all__ = ["categorize", "detect_remote", "extract_skills", "is_it_role", "yearly_salary"]

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
    r"release engineer",
    r"build engineer",
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


_SKILL_IN_TITLE = re.compile(
    r"\b(?:" + "|".join(p for skill in SKILLS for p in skill.patterns if len(p) > 3) + r")\W+(?:\w+\W+)?" + _ROLE_WORDS,
    re.IGNORECASE,
)
_IT_ROLE = re.compile(r"(?<![\w])(?:" + "|".join(_IT_ROLE_PHRASES) + r")(?![\w])", re.IGNORECASE)
_IT_ABBREVIATION = re.compile(r"\bIT\b|\bI\.T\.")  # case-sensitive: 'it' is also a plain word

# The category landing pages' slugs, each with the title/skill words that place a job in it.
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

# Remote work: the one word list, for the parsers and the index alike. A title or location that holds any of these
# words is remote; a description only counts with an unambiguous phrase ('Remote work is rare.' is not).
_REMOTE_WORDS = (
    r"remote",
    r"work from home",
    r"work-from-home",
    r"wfh",
    r"telecommut\w*",
    r"home[- ]based",
    r"home[- ]?office",
    r"télétravail",
    r"anywhere",
)
_REMOTE_PHRASES = (  # each says 'remote' or 'work from' (detect_remote looks for those first)
    r"(?:fully|100%|completely)\s*remote",
    r"remote[- ]first",
    r"remote (?:position|role)",
    r"remote[- ]friendly",
    r"work from home",
    r"work from anywhere",
)
_REMOTE = re.compile(r"\b(?:" + "|".join(_REMOTE_WORDS) + r")\b", re.IGNORECASE)
_REMOTE_IN_TEXT = re.compile(r"\b(?:" + "|".join(_REMOTE_PHRASES) + r")\b|\(remote\)", re.IGNORECASE)

# Working hours per period for a yearly figure (40 h weeks, 52 weeks, 260 working days).
_PER_YEAR = {"YEAR": 1, "MONTH": 12, "WEEK": 52, "DAY": 260, "HOUR": 2080}


def is_it_role(title: str) -> bool:
    """True when the title names an IT role: only IT roles are listed."""
    if _SKILL_IN_TITLE.search(title) or _IT_ABBREVIATION.search(title):
        return True
    return bool(_IT_ROLE.search(_NOT_IT.sub(" ", title)))


def categorize(*, title: str, skills: list[str], source_category: str | None = None) -> list[str]:
    """The category slugs (content/categories.py) that fit; the title decides, skills only add cloud/devops hints."""
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


def detect_remote(*, flagged: bool, title: str, location_text: str, text: str = "") -> bool:
    """Remote when the source flags it, the title or location says so, or the text has a remote phrase."""
    if flagged or _REMOTE.search(title) or _REMOTE.search(location_text):
        return True
    # Every remote phrase says 'remote' or 'work from': most descriptions are not scanned at all.
    lower = text.lower()
    return ("remote" in lower or "work from" in lower) and bool(_REMOTE_IN_TEXT.search(text))


def yearly_salary(amount: float | None, period: str | None) -> int | None:
    """A salary figure as a yearly amount in its own currency, for the minimum-salary filter."""
    if amount is None or amount <= 0:
        return None
    return round(amount * _PER_YEAR.get((period or "YEAR").upper(), 1))
