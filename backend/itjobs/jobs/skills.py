"""Skills for the skill chips: canonical names with their synonyms (k8s is Kubernetes, golang is Go)."""

import re
from dataclasses import dataclass


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
