"""A post's place says remote in the words every source's job is read with (jobs.classify)."""

import pytest

from itjobs.accounts.tests.factories import make_company, make_post
from itjobs.employers.search import normalized_job

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("location", ["Remote", "Remote, US", "Work from home", "Anywhere", "Home office (DE)"])
def test_a_post_whose_place_says_remote_is_remote_with_no_city(location):
    job = normalized_job(make_post(make_company(), location=location))

    assert (job.remote, job.city) == (True, None)


def test_a_post_in_a_city_keeps_its_city_when_only_its_title_says_remote():
    job = normalized_job(make_post(make_company(), title="Remote Python Developer", location="Austin, TX"))

    assert (job.remote, job.city) == (False, "Austin")  # the index still reads 'Remote' in the title
