"""The digest: the alert's new matching jobs (from the jobs app's search), each once, HTML and text."""

from django.core import mail

from itjobs.alerts.models import Alert, Delivery
from itjobs.alerts.rounds import alerts_round
from itjobs.jobs.models import Job
from itjobs.jobs.tests.factories import jsearch_job, normalized_job

from .support import confirmed_alert, digests, html_of, ingest, listed_titles, python_jobs


def test_it_mails_exactly_the_new_matching_jobs_with_their_details(client, clock):
    ingest(clock.now, normalized_job(title="Python Developer Old"))
    alert = confirmed_alert(client)
    clock.advance(hours=1)
    ingest(
        clock.now,
        normalized_job(title="Senior Python Developer", company_name="Acme", salary_min=120000, salary_max=150000,
                       salary_currency="USD", salary_period="YEAR"),
        normalized_job(title="Python Developer Remote", company_name="Globex", city="Austin", region="TX",
                       location_text="Austin, TX"),  # another city: not this search
        normalized_job(title="Java Developer", company_name="Initech"),  # other words
        normalized_job(title="Office Manager", company_name="Hooli"),  # not an IT role: not listed
    )  # fmt: skip
    stats = alerts_round(now=clock.advance(minutes=5))
    assert stats is not None
    assert stats.digests == 1
    [digest] = digests()
    assert digest.to == ["ann@example.com"]
    assert listed_titles(digest) == ["Senior Python Developer"]
    assert digest.subject == "1 new job for python developer"
    html, text = html_of(digest), digest.body
    for part in (html, text):
        assert "Acme" in part
        assert "Seattle" in part
        assert "$120,000 – $150,000 a year" in part
        job = Job.objects.get(title="Senior Python Developer")
        assert f"/jobs/senior-python-developer-at-acme-{job.id}" in part
        assert "/jobs?keyword=python+developer&amp;location=Seattle&amp;country=us" in html
        assert "/alerts/unsubscribe?token=" in part
    assert "/jobs?keyword=python+developer&location=Seattle&country=us" in text
    assert digest.extra_headers["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert digest.extra_headers["List-Unsubscribe"].startswith("<http://")
    assert "/mail/unsubscribe?token=" in digest.extra_headers["List-Unsubscribe"]
    assert Alert.objects.get(pk=alert.pk).last_sent_at == clock.now


def test_no_mail_when_nothing_is_new_and_never_the_same_job_twice(client, clock):
    alert = confirmed_alert(client)
    alerts_round(now=clock.advance(hours=1))
    assert digests() == []  # nothing new: nothing sent, and the alert stays due
    ingest(clock.advance(hours=1), *python_jobs(2))
    alerts_round(now=clock.advance(minutes=1))
    assert len(digests()) == 1
    mail.outbox.clear()
    # A day later the same two jobs are listed again by their source (not new) and one new one comes.
    clock.advance(days=1)
    ingest(clock.now, *python_jobs(1))
    alerts_round(now=clock.advance(minutes=1))
    [second] = digests()
    assert len(Delivery.objects.filter(alert=alert, kind="digest").order_by("-pk")[0].job_ids) == 1
    assert second.subject == "1 new job for python developer"


def test_a_daily_alert_mails_at_most_once_a_day_a_weekly_one_once_a_week(client, clock):
    daily = confirmed_alert(client, "d@example.com")
    weekly = confirmed_alert(client, "w@example.com")
    Alert.objects.filter(pk=weekly.pk).update(frequency="weekly")
    ingest(clock.advance(hours=1), *python_jobs(1))
    alerts_round(now=clock.advance(minutes=1))
    assert sorted(m.to[0] for m in digests()) == ["d@example.com", "w@example.com"]
    mail.outbox.clear()
    ingest(clock.advance(hours=2), *python_jobs(1))
    alerts_round(now=clock.advance(minutes=1))
    assert digests() == []  # the same day: both wait
    alerts_round(now=clock.advance(days=1))
    assert [m.to[0] for m in digests()] == ["d@example.com"]
    mail.outbox.clear()
    alerts_round(now=clock.advance(days=6))
    assert [m.to[0] for m in digests()] == ["w@example.com"]
    assert daily.pk != weekly.pk


def test_a_job_listed_by_two_sources_is_mailed_once(client, clock):
    confirmed_alert(client)
    same = {"title": "Python Developer", "company_name": "Acme Cloud"}
    ingest(clock.advance(hours=1), normalized_job(**same), jsearch_job(**same))
    alerts_round(now=clock.advance(minutes=1))
    [digest] = digests()
    assert listed_titles(digest) == ["Python Developer"]
    # Later the other source's record is the one shown (re-elected): still not mailed again.
    ingest(clock.advance(days=2), jsearch_job(**same))
    alerts_round(now=clock.advance(minutes=1))
    assert len(digests()) == 1


def test_it_lists_ten_jobs_and_links_to_the_rest(client, clock):
    confirmed_alert(client)
    ingest(clock.advance(hours=1), *python_jobs(13))
    alerts_round(now=clock.advance(minutes=1))
    [digest] = digests()
    assert len(listed_titles(digest)) == 10
    assert digest.subject == "13 new jobs for python developer"
    assert "See all matches (3 more)" in html_of(digest)
    assert "And 3 more." in digest.body


def test_the_alert_keeps_the_searchs_filters(client, clock):
    confirmed_alert(client, remote="true", location="")
    ingest(
        clock.advance(hours=1),
        normalized_job(title="Python Developer", company_name="Remote Co", remote=True),
        normalized_job(title="Python Developer", company_name="Office Co", remote=False),
    )
    alerts_round(now=clock.advance(minutes=1))
    [digest] = digests()
    assert "Remote Co" in digest.body
    assert "Office Co" not in digest.body


def test_a_paused_alert_mails_nothing(client, clock):
    alert = confirmed_alert(client)
    Alert.objects.filter(pk=alert.pk).update(paused=True)
    ingest(clock.advance(hours=1), *python_jobs(1))
    alerts_round(now=clock.advance(minutes=1))
    assert digests() == []
