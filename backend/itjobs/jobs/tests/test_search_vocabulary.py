"""The IT vocabulary: abbreviations, synonyms and spelling variants find the same jobs (index/vocabulary.py)."""

from datetime import timedelta
from typing import Any

import pytest

from itjobs.jobs.index.text import words
from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.jobs.services import jobs_ingest

from .factories import POSTED, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)
TITLES = ["Front End Engineer", "Site Reliability Engineer", "Machine Learning Engineer", "Penetration Tester",
          "Ruby on Rails Developer", "Systems Administrator", "Cybersecurity Analyst", "Software Engineer",
          "Database Administrator", "QA Engineer", "Senior .NET Developer", "Programmer Analyst"]  # fmt: skip


def titles(**query: Any) -> set[str]:
    return {job.title for job in job_search(query=JobQuery(**query), now=NOW).jobs}


@pytest.fixture
def board():
    jobs_ingest(now=NOW, jobs=[normalized_job(title=title, description_text="") for title in TITLES])


@pytest.mark.parametrize(
    ("keyword", "title"),
    [("frontend engineer", "Front End Engineer"), ("front-end", "Front End Engineer"),
     ("sre", "Site Reliability Engineer"), ("ml engineer", "Machine Learning Engineer"),
     ("pen tester", "Penetration Tester"), ("pentester", "Penetration Tester"),
     ("ror developer", "Ruby on Rails Developer"), ("sysadmin", "Systems Administrator"),
     ("sys admin", "Systems Administrator"), ("cyber security", "Cybersecurity Analyst"), ("swe", "Software Engineer"),
     ("dba", "Database Administrator"), ("quality assurance", "QA Engineer"), ("dotnet", "Senior .NET Developer"),
     ("sr. .net dev", "Senior .NET Developer")],
)  # fmt: skip
def test_an_abbreviation_or_variant_finds_the_job(board, keyword, title):
    assert title in titles(keyword=keyword)


def test_programmer_also_finds_developers_and_software_engineers(board):
    ranked = [job.title for job in job_search(query=JobQuery(keyword="programmer"), now=NOW).jobs]
    title_tier = {"Programmer Analyst", "Software Engineer", "Ruby on Rails Developer", "Senior .NET Developer"}
    assert set(ranked[:4]) == title_tier  # then jobs that only mention software (their skills, categories)


def test_index_and_query_read_a_text_the_same_way():
    assert words("Front-End Engineers") == words("frontend engineer") == ["frontend", "engineer"]
    assert words("K8s, Golang, Postgres") == words("Kubernetes, Go, PostgreSQL") == ["kubernete", "go", "postgresql"]
    assert words("Machine Learning / AI") == ["ml", "ai"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("C# and F# with C++", ["csharp", "and", "fsharp", "with", "cplusplus"]),
        ("Node.js, React.js", ["node", "react"]),  # nodejs, reactjs: the vocabulary folds them
        (".NET Core", ["dotnet", "core"]),
        ("ASP.NET", ["asp", "net"]),  # a symbol inside a word is no rewrite
        ("abc#", ["abc"]),
        ("plain words only", ["plain", "word", "only"]),
    ],
)
def test_symbols_become_words_only_where_they_stand(text, expected):
    assert words(text) == expected
