"""'What this job is about': the job's own explanation, else a text chosen by words in its title."""

import re

_TEXTS = (
    (
        re.compile(r"\b(?:developer|engineer)\b", re.IGNORECASE),
        "This is a hands-on technical role: you design, build, test and maintain software or systems with a "
        "team of engineers. Expect to write and review code, work with version control and automated tests, "
        "and turn product requirements into reliable features. Strong problem solving and clear communication "
        "matter as much as knowledge of the listed languages and tools.",
    ),
    (
        re.compile(r"\bdata\b", re.IGNORECASE),
        "This role turns data into decisions: you collect, clean and analyse data, build reports, dashboards "
        "or models, and explain what the numbers mean to the people who act on them. Expect SQL, a scripting "
        "language such as Python or R, and close work with business and engineering teams.",
    ),
    (
        re.compile(r"\bdesigner\b", re.IGNORECASE),
        "This is a design role: you research users, sketch and prototype interfaces, and shape how a product "
        "looks and feels. Expect to work in tools such as Figma, test ideas with real users, and partner with "
        "developers and product managers to ship accessible, consistent experiences.",
    ),
    (
        re.compile(r"\bmanager\b", re.IGNORECASE),
        "This is a leadership role: you plan the work, set priorities, remove blockers and keep stakeholders "
        "informed, while supporting the people on your team. Expect to balance scope, time and budget, run "
        "meetings and reviews, and make decisions with technical and business teams.",
    ),
)
DEFAULT_EXPLANATION = (
    "This is a technology role with an employer looking for IT skills. Read the full description on the "
    "original listing for the day-to-day responsibilities, the required experience and the benefits, then "
    "apply with a CV that shows the skills this job asks for."
)


def explanation_for(*, title: str, own: str | None = None) -> str:
    if own and own.strip():
        return own.strip()
    for pattern, text in _TEXTS:
        if pattern.search(title):
            return text
    return DEFAULT_EXPLANATION
