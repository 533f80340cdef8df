"""The IT-role test, categories, skills with synonyms, remote detection and yearly salaries."""

import pytest

from itjobs.jobs.classify import categorize, detect_remote, extract_skills, is_it_role, yearly_salary

IT_TITLES = [
    "Software Engineer", "Senior Python Developer", "Frontend Developer (React)", "DevOps Engineer",
    "Site Reliability Engineer", "Data Scientist", "Data Analyst", "Machine Learning Engineer",
    "Security Engineer", "SOC Analyst", "Network Administrator", "Cloud Architect", "IT Support Specialist",
    "Help Desk Technician", "UX Designer", "UI/UX Designer", "QA Automation Engineer", "Scrum Master",
    "IT Project Manager", "Database Administrator", "Golang Engineer", "Full-Stack Developer",
    "iOS Developer", "Salesforce Administrator", "Systems Administrator", "Java Consultant",
    "Release Engineer", "Senior Build Engineer",
]  # fmt: skip
NON_IT_TITLES = [
    "Registered Nurse", "Truck Driver", "Civil Engineer", "Mechanical Engineer", "Sales Associate",
    "Business Development Manager", "Property Developer", "Store Manager", "Warehouse Operative",
    "Accountant", "Chef", "Make it happen: Barista",
]  # fmt: skip


@pytest.mark.parametrize("title", IT_TITLES)
def test_it_recognises_it_roles(title):
    assert is_it_role(title)


@pytest.mark.parametrize("title", NON_IT_TITLES)
def test_it_rejects_other_roles(title):
    assert not is_it_role(title)


def test_it_folds_skill_synonyms_into_one_name():
    skills = extract_skills(title="Golang Engineer", text="k8s, Postgres, node.js, C#, .NET and JS", hints=())
    assert skills[0] == "Go"
    assert {"Kubernetes", "PostgreSQL", "Node.js", "C#", ".NET", "JavaScript"} <= set(skills)


def test_it_does_not_take_javascript_for_java():
    assert extract_skills(title="JavaScript Developer", text="") == ["JavaScript"]


def test_it_adds_the_skills_the_source_lists():
    assert "Terraform" in extract_skills(title="Engineer", text="", hints=("terraform",))


@pytest.mark.parametrize(
    ("title", "skills", "expected"),
    [
        ("Senior DevOps Engineer", ["AWS"], ["software-development", "devops", "cloud-computing"]),
        ("Data Scientist", [], ["data-science"]),
        ("Cybersecurity Analyst", [], ["cybersecurity"]),
        ("Network Administrator", [], ["network-administration"]),
        ("Product Designer (UX)", [], ["ui-ux-design"]),
        ("IT Project Manager", [], ["project-management"]),
    ],
)
def test_it_places_jobs_in_the_spec_categories(title, skills, expected):
    assert categorize(title=title, skills=skills) == expected


def test_it_detects_remote_jobs():
    assert detect_remote(flagged=False, title="Python Developer - Remote", location_text="", text="")
    assert detect_remote(flagged=False, title="Engineer", location_text="Anywhere", text="")
    assert detect_remote(flagged=False, title="Engineer", location_text="Boston", text="This role is fully remote.")
    assert not detect_remote(flagged=False, title="Engineer", location_text="Boston", text="Remote work is rare.")


# The one list is the union of the two the parsers and the index once kept apart: every word of each still counts.
@pytest.mark.parametrize(
    "word",
    [
        # the index's words
        "Remote", "work from home", "Work-From-Home", "WFH", "telecommute", "Telecommuting", "home based",
        "Home-Based", "anywhere",
        # the parsers' words
        "home office", "Home-Office", "homeoffice", "Télétravail",
    ],
)  # fmt: skip
def test_it_reads_each_remote_word_in_the_title_or_the_location(word):
    assert detect_remote(flagged=False, title=f"Java Developer ({word})", location_text="Boston", text="")
    assert detect_remote(flagged=False, title="Java Developer", location_text=f"{word}, US", text="")


@pytest.mark.parametrize(
    "phrase",
    [
        # the index's phrases
        "fully remote", "100% remote", "completely remote", "remote-first", "remote first",
        # the parsers' phrases
        "remote position", "remote role", "work from home", "work from anywhere", "remote-friendly",
        "remote friendly", "Milan (Remote)",
    ],
)  # fmt: skip
def test_it_reads_each_remote_phrase_in_the_text(phrase):
    assert detect_remote(flagged=False, title="Engineer", location_text="Boston", text=f"This is a {phrase} team.")


def test_it_trusts_the_source_flag_and_otherwise_says_not_remote():
    assert detect_remote(flagged=True, title="Engineer", location_text="Boston")
    assert not detect_remote(flagged=False, title="Engineer", location_text="Boston")
    assert not detect_remote(flagged=False, title="Remoteness Engineer", location_text="Remotely, ID", text="")


@pytest.mark.parametrize("text", ["Remote work is rare.", "Ship anywhere.", "Home office: Leeds.", "WFH Fridays"])
def test_it_needs_a_phrase_not_a_word_in_the_text(text):
    assert not detect_remote(flagged=False, title="Engineer", location_text="Boston", text=text)


@pytest.mark.parametrize(
    ("amount", "period", "yearly"),
    [(100_000, "YEAR", 100_000), (5_000, "MONTH", 60_000), (50, "HOUR", 104_000), (400, "DAY", 104_000),
     (2_000, "WEEK", 104_000), (90_000, None, 90_000), (None, "YEAR", None), (0, "YEAR", None)],
)  # fmt: skip
def test_it_normalizes_salaries_to_a_year(amount, period, yearly):
    assert yearly_salary(amount, period) == yearly


@pytest.mark.parametrize(
    "text", ["You can Work From Home.", "FULLY REMOTE role", "Senior Engineer (Remote)", "Remote-first team"]
)
def test_a_remote_phrase_is_found_in_any_case(text):
    assert detect_remote(flagged=False, title="Engineer", location_text="Boston", text=text)
