"""A published post lives 30 days unless renewed; expire_job_posts takes expired ones out of search."""

from datetime import timedelta
from io import StringIO

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from itjobs.accounts.tests.factories import make_post, published
from itjobs.core.errors import Conflict
from itjobs.employers.models import JobPost, JobPostStatus
from itjobs.employers.services import job_post_renew, job_posts_expire_due
from itjobs.jobs.models import Job
from itjobs.jobs.services import jobs_expire


def _published(company, days_ago: int) -> JobPost:
    return published(make_post(company), now=timezone.now() - timedelta(days=days_ago))


def test_the_command_expires_posts_past_30_days(company, other_company):
    old = _published(company, days_ago=31)
    fresh = _published(other_company, days_ago=29)
    out = StringIO()
    call_command("expire_job_posts", stdout=out)
    assert out.getvalue().strip() == "Expired 1 job post."
    assert JobPost.objects.get(pk=old.pk).status == JobPostStatus.EXPIRED
    assert JobPost.objects.get(pk=fresh.pk).status == JobPostStatus.PUBLISHED
    assert Job.objects.get(id=old.job_id).closed_at is not None
    assert Job.objects.get(id=fresh.job_id).is_listed


def test_a_renewed_post_gets_another_30_days(company):
    post = _published(company, days_ago=29)
    now = timezone.now()
    renewed = job_post_renew(post=post, now=now)
    assert renewed.expires_at == now + timedelta(days=30)
    assert Job.objects.get(id=post.job_id).expires_at == renewed.expires_at
    assert job_posts_expire_due(now=now + timedelta(days=2)) == 0


def test_an_expired_post_can_be_renewed_back_into_search(company):
    post = _published(company, days_ago=40)
    job_posts_expire_due()
    renewed = job_post_renew(post=JobPost.objects.get(pk=post.pk))
    assert renewed.status == JobPostStatus.PUBLISHED
    job = Job.objects.get(id=post.job_id)
    assert (job.is_listed, job.closed_at, job.reposted_at is not None) == (True, None, True)


def test_renewing_an_expired_post_respects_the_plan(company):
    post = _published(company, days_ago=40)
    job_posts_expire_due()
    make_post(company)  # the one starter place is taken again
    with pytest.raises(Conflict):
        job_post_renew(post=JobPost.objects.get(pk=post.pk))


def test_the_admin_renew_action_extends_a_post(company):
    post = _published(company, days_ago=20)
    operator = User.objects.create_superuser("ops@itjobs.example", "ops@itjobs.example", "operator-password")
    client = Client()
    client.force_login(operator)
    client.post("/admin/employers/jobpost/", {"action": "renew", "_selected_action": [post.pk]})
    expires_at = JobPost.objects.get(pk=post.pk).expires_at
    assert expires_at is not None
    assert expires_at > timezone.now() + timedelta(days=29)


def test_the_job_index_drops_the_post_on_its_date_even_before_the_command(company):
    post = _published(company, days_ago=31)
    assert Job.objects.get(id=post.job_id).expires_at == post.expires_at
    jobs_expire()  # what every ingest runs: the index keeps the post's own date
    assert not Job.objects.get(id=post.job_id).is_listed
