"""A deterministic world of job postings: the same seed and size give the same jobs every run.

Each posting is a `FakeJob` owned by one source; about 10% are listed on both sources (same
title, company and city, different ids). Rendering to each wire format lives in adzuna.py and
jsearch.py; matching a query lives in search.py.
"""

import base64
import hashlib
import html
import random
import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import cache, lru_cache
from itertools import accumulate
from typing import Literal

from itjobs.fakeworld import catalog as c
from itjobs.fakeworld.texts import ADZUNA_TAGS, DUTIES, HOSTILE_HTML, INTROS

FakeSource = Literal["adzuna", "jsearch"]
Defect = Literal["no_id", "no_title", "no_url", "javascript_url", "no_location"]
DEFECTS: tuple[Defect, ...] = ("no_id", "no_title", "no_url", "javascript_url", "no_location")

NON_IT_SHARE = 0.15
BOTH_SOURCES_SHARE = 0.10
REMOTE_SHARE = 0.18
DEFECT_SHARE = 0.006
MAX_AGE = timedelta(days=29, hours=12)

_WORD = re.compile(r"[a-z0-9+#]+")
_TAG = re.compile(r"<[^>]+>")


@cache  # a few hundred distinct words, looked up hundreds of thousands of times
def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def words(text: str) -> list[str]:
    """Search words: lower-case, split on punctuation, a trailing plural 's' dropped."""
    return [_singular(word) for word in _WORD.findall(text.lower())]


def word_set(text: str) -> frozenset[str]:
    return frozenset(map(_singular, set(_WORD.findall(text.lower()))))


@dataclass(frozen=True)
class FakeJob:
    source: FakeSource
    source_id: str
    title: str
    company: str | None
    family: str  # category slug, 'other' for non-IT
    is_it: bool
    country: str
    city: str | None
    region: str | None
    region_code: str | None
    remote: bool
    employment_type: str  # FULL_TIME, PART_TIME, CONTRACTOR, INTERN, TEMPORARY
    salary_min: float | None
    salary_max: float | None
    salary_currency: str | None
    salary_period: str | None  # YEAR, MONTH, HOUR
    salary_predicted: bool
    description_html: str
    skills: tuple[str, ...]
    posted_at: datetime
    publisher: str
    apply_url: str
    adzuna_tag: str
    defect: Defect | None
    legacy_shape: bool  # JSearch 2023 shape: 'FULLTIME', job_salary_currency, datetime only
    pair: int | None  # shared by the two listings of one job on both sources
    tokens: frozenset[str]
    place: str  # lower-case 'city, region, code, country name' for location matching

    @property
    def description_text(self) -> str:
        return " ".join(html.unescape(_TAG.sub(" ", self.description_html)).split())


@dataclass(frozen=True)
class _Posting:
    """A job before it is listed on a source."""

    role: c.Role
    title: str
    company: str
    country: c.Country
    city: c.City | None
    remote: bool
    employment_type: str
    salary: tuple[float, float, str] | None  # min, max, period
    description_html: str
    posted_at: datetime
    tokens: frozenset[str]


# Cumulative weights, computed once: the generator draws from these thousands of times.
_COUNTRY_WEIGHTS = list(accumulate(country.weight for country in c.COUNTRIES))
_IT_WEIGHTS = list(accumulate(role.weight for role in c.IT_ROLES))
_NON_IT_WEIGHTS = list(accumulate(role.weight for role in c.NON_IT_ROLES))
_SENIORITY_WEIGHTS = list(accumulate(weight for _, weight, _ in c.SENIORITY))
_CITY_WEIGHTS = {country.code: list(accumulate(city.weight for city in country.cities)) for country in c.COUNTRIES}
_EMPLOYMENT = ("FULL_TIME", "CONTRACTOR", "PART_TIME", "INTERN", "TEMPORARY")
_EMPLOYMENT_WEIGHTS = list(accumulate((78, 12, 5, 3, 2)))


@lru_cache(maxsize=4)
def generate_jobs(*, seed: int, size: int, now: datetime) -> tuple[FakeJob, ...]:
    """`size` postings (plus ~10% listed twice) posted in the 30 days before `now`; cached per process."""
    rng = random.Random(seed)
    jobs: list[FakeJob] = []
    for index in range(size):
        posting = _posting(rng, now)
        both = rng.random() < BOTH_SOURCES_SHARE
        sources: tuple[FakeSource, ...] = ("adzuna", "jsearch") if both else (rng.choice(("adzuna", "jsearch")),)
        for source in sources:
            defect = rng.choice(DEFECTS) if rng.random() < DEFECT_SHARE else None
            if defect == "no_location" and source == "jsearch":
                defect = None  # JSearch records without a place are valid
            jobs.append(_listing(rng, posting, source, index, seed, defect, pair=index if both else None))
    return tuple(jobs)


def _posting(rng: random.Random, now: datetime) -> _Posting:
    country = rng.choices(c.COUNTRIES, cum_weights=_COUNTRY_WEIGHTS)[0]
    is_it = rng.random() >= NON_IT_SHARE
    role = (
        rng.choices(c.IT_ROLES, cum_weights=_IT_WEIGHTS)[0]
        if is_it
        else rng.choices(c.NON_IT_ROLES, cum_weights=_NON_IT_WEIGHTS)[0]
    )
    prefix, _, factor = rng.choices(c.SENIORITY, cum_weights=_SENIORITY_WEIGHTS)[0] if is_it else ("", 0, 1.0)
    employment = rng.choices(_EMPLOYMENT, cum_weights=_EMPLOYMENT_WEIGHTS)[0]
    title = f"{prefix}{role.title}"
    if employment == "INTERN" and (not is_it or any(w in role.title for w in ("Architect", "Manager", "Master"))):
        employment = "FULL_TIME" if is_it else "PART_TIME"  # nobody hires an intern architect
    elif employment == "INTERN":
        title, factor = f"{role.title} Intern", 0.45
    remote = is_it and rng.random() < REMOTE_SHARE
    if remote and rng.random() < 0.5:
        title += " (Remote)"
    if country.code == "de" and rng.random() < 0.4:
        title += " (m/w/d)"
    if rng.random() < 0.01:
        title = f"🚀 {title}"
    company = rng.choice(c.GLOBAL_COMPANIES if rng.random() < 0.6 else country.companies)
    city = (
        None
        if remote and rng.random() < 0.4
        else rng.choices(country.cities, cum_weights=_CITY_WEIGHTS[country.code])[0]
    )
    salary = _salary(rng, role, factor, country, employment)
    skills = tuple(rng.sample(role.skills, k=4))
    posted_at = now - timedelta(seconds=rng.randrange(600, int(MAX_AGE.total_seconds()), 60))
    description = _description(rng, role, title, company, city, remote, skills)
    tokens = word_set(f"{title} " + html.unescape(_TAG.sub(" ", description))) | _category_words(role)
    return _Posting(role, title, company, country, city, remote, employment, salary, description, posted_at, tokens)


def _salary(
    rng: random.Random, role: c.Role, factor: float, country: c.Country, employment: str
) -> tuple[float, float, str] | None:
    if rng.random() < 0.35:
        return None
    low, high = role.salary_usd
    yearly_min = (low + (high - low) * rng.random() * 0.6) * factor * country.salary_factor
    yearly_max = yearly_min * rng.uniform(1.1, 1.4)
    if (employment in ("CONTRACTOR", "PART_TIME") and rng.random() < 0.7) or (not role.it and rng.random() < 0.5):
        return round(yearly_min / 2080 * 2) / 2, round(yearly_max / 2080 * 2) / 2, "HOUR"
    if country.code == "de" and rng.random() < 0.25:
        return float(round(yearly_min / 12, -1)), float(round(yearly_max / 12, -1)), "MONTH"
    return float(round(yearly_min, -3)), float(round(yearly_max, -3)), "YEAR"


def _description(
    rng: random.Random,
    role: c.Role,
    title: str,
    company: str,
    city: c.City | None,
    remote: bool,
    skills: tuple[str, ...],
) -> str:
    where = f"in {city.name}" if city else "anywhere in the country"
    duties = rng.sample(DUTIES[role.family], k=3)
    parts = [
        f"<p>{html.escape(company)} is hiring a <b>{html.escape(title)}</b> {where}.</p>",
        f"<p>{INTROS[role.family]}</p>",
        "<h3>What you will do</h3><ul>",
        *(f"<li>{duty.format(skill=html.escape(rng.choice(role.skills[:2])))}</li>" for duty in duties),
        "</ul><h3>What you bring</h3><ul>",
        *(f"<li>{rng.randint(1, 6)}+ years with {html.escape(skill)}</li>" for skill in skills[:3]),
        "</ul><h3>Benefits</h3><ul>",
        *(f"<li>{benefit}</li>" for benefit in rng.sample(c.BENEFITS, k=3)),
        "</ul>",
    ]
    if remote:
        parts.append("<p>This is a fully remote role: work from anywhere in the country.</p>")
    if rng.random() < 0.2:
        parts.append(f"<p>{rng.choice(c.GREETINGS)}</p>")
    if rng.random() < 0.03:
        parts.append(rng.choice(HOSTILE_HTML))
    return "".join(parts)


def _listing(
    rng: random.Random,
    p: _Posting,
    source: FakeSource,
    index: int,
    seed: int,
    defect: Defect | None,
    *,
    pair: int | None,
) -> FakeJob:
    digest = hashlib.blake2b(f"{seed}:{source}:{index}".encode(), digest_size=11).digest()
    # Adzuna ids are digit strings; JSearch ids URL-safe base64 like 'BhyMFF0tH0UyF7TIAAAAAA=='.
    jsearch_id = base64.urlsafe_b64encode(digest + bytes(5)).decode()
    source_id = str(4_100_000_000 + index) if source == "adzuna" else jsearch_id
    apply_url = (
        f"https://www.adzuna.{_adzuna_domain(p.country.code)}/land/ad/{source_id}?se={digest.hex()[:16]}"
        if source == "adzuna"
        else f"https://jobs.example-{rng.choice(('board', 'careers', 'ats'))}.com/{p.country.code}/{digest.hex()}"
    )
    salary_min, salary_max, period = p.salary or (None, None, None)
    if source == "adzuna" and p.salary and period != "YEAR":
        # Adzuna shows annual figures.
        per_year = 2080 if period == "HOUR" else 12
        salary_min, salary_max, period = round(p.salary[0] * per_year, -2), round(p.salary[1] * per_year, -2), "YEAR"
    city = p.city
    place = ", ".join(x for x in (city and city.name, city and city.region, city and city.region_code) if x)
    return FakeJob(
        source=source,
        source_id=source_id,
        title=p.title,
        company=p.company,
        family=p.role.family,
        is_it=p.role.it,
        country=p.country.code,
        city=city.name if city else None,
        region=city.region if city else None,
        region_code=city.region_code if city else None,
        remote=p.remote,
        employment_type=p.employment_type,
        salary_min=salary_min,
        salary_max=salary_max,
        salary_currency=p.country.currency if p.salary else None,
        salary_period=period,
        salary_predicted=source == "adzuna" and rng.random() < 0.6,
        description_html=p.description_html,
        skills=tuple(p.role.skills),
        posted_at=p.posted_at,
        publisher=rng.choice(c.PUBLISHERS),
        apply_url=apply_url,
        adzuna_tag=_adzuna_tag(rng, p.role),
        defect=defect,
        legacy_shape=rng.random() < 0.3,
        pair=pair,
        tokens=p.tokens,
        place=f"{place}, {p.country.code}, {p.country.name}, {'remote' if p.remote else ''}".lower(),
    )


def _category_words(role: c.Role) -> frozenset[str]:
    """Like Adzuna's category search: 'IT' and the family's words ('devops', 'cloud computing') match."""
    if not role.it:
        return frozenset()
    return frozenset({"it", *words(role.family.replace("-", " "))})


def _adzuna_domain(country: str) -> str:
    return {"us": "com", "gb": "co.uk", "ca": "ca", "au": "com.au", "de": "de"}.get(country, "com")


def _adzuna_tag(rng: random.Random, role: c.Role) -> str:
    if not role.it:
        return ADZUNA_TAGS.get(role.title, "unknown")
    return "unknown" if rng.random() < 0.1 else "it-jobs"
