"""Locations as people write them: 'Austin, TX', state names and codes, NYC, SF, Bay Area, Remote."""

from datetime import timedelta
from typing import Any

import pytest

from itjobs.content.places import ends_whole, read_place
from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.jobs.services import jobs_ingest

from .factories import POSTED, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)


def cities(**query: Any) -> set[str]:
    return {job.city or "remote" for job in job_search(query=JobQuery(rescue=False, **query), now=NOW).jobs}


@pytest.fixture
def board():
    rows = [("Austin", "Texas", "Austin, Texas", "us"), ("New York", "New York", "New York, NY", "us"),
            ("San Jose", "CA", "San Jose, CA", "us"), ("Baton Rouge", "LA", "Baton Rouge, LA", "us"),
            ("Perth", "WA", "Perth WA", "au"), ("Seattle", "WA", "Seattle, WA", "us")]  # fmt: skip
    jobs = [normalized_job(city=city, region=region, location_text=text, country_code=country)
            for city, region, text, country in rows]  # fmt: skip
    jobs.append(normalized_job(city=None, region=None, location_text="Remote", remote=True))
    jobs_ingest(now=NOW, jobs=jobs)


@pytest.mark.parametrize(
    ("location", "found"),
    [("Austin, TX", {"Austin"}), ("Austin TX", {"Austin"}), ("TX", {"Austin"}), ("Texas", {"Austin"}),
     ("NYC", {"New York"}), ("New York City", {"New York"}), ("Manhattan", {"New York"}), ("Brooklyn", {"New York"}),
     ("New York, NY", {"New York"}), ("Bay Area", {"San Jose"}), ("California", {"San Jose"}),
     ("Louisiana", {"Baton Rouge"}), ("Washington", {"Seattle"}), ("Remote", {"remote"}), ("anywhere", {"remote"}),
     ("United States", {"Austin", "New York", "San Jose", "Baton Rouge", "Seattle", "remote"})],
)  # fmt: skip
def test_a_location_as_people_write_it_finds_its_jobs(board, location, found):
    assert cities(location=location, country="us") == found


def test_a_state_code_is_read_in_the_searched_country(board):
    assert cities(location="WA", country="au") == {"Perth"}
    assert cities(location="Western Australia", country="au") == {"Perth"}
    assert cities(location="WA", country="us") == {"Seattle"}


def test_la_alone_is_los_angeles_and_after_a_city_louisiana():
    assert read_place("LA", "us") == "Los Angeles"
    assert read_place("Baton Rouge, LA", "us") == "Baton Rouge, Louisiana"
    assert read_place("LA", "us", region=True) == "Louisiana"
    assert read_place("Toronto, ON", "ca") == "Toronto, Ontario"
    assert read_place("Munich", "de") == "München"


def test_a_place_the_gazetteer_read_ends_in_a_whole_word_and_one_as_typed_in_a_prefix(board):
    # 'Texasville' would be found by 'texas' as a prefix: a place read from 'TX' is Texas, whole.
    jobs_ingest(now=NOW, jobs=[normalized_job(city="Texasville", region=None, location_text="Texasville", remote=True)])
    assert (ends_whole("Austin, TX", "us"), ends_whole("NYC", "us"), ends_whole("TX", "us")) == (True, True, True)
    assert (ends_whole("Seat", "us"), ends_whole("Austin", "us"), ends_whole("", "us")) == (False, False, False)
    assert cities(location="TX", country="us") == {"Austin"}
    assert cities(location="Texas", country="us") == {"Austin", "Texasville"}  # typed: may be a prefix
    assert cities(location="Seat", country="us") == {"Seattle"}
    assert cities(location="Texasville, remote", country="us") == {"Texasville"}
    assert cities(location="Texasv, remote", country="us") == set()  # a word typed before another is whole
    assert cities(location="Texasv anywhere", country="us") == set()
