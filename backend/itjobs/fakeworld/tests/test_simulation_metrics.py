"""The simulated day's numbers on a tiny world: answered, dead links, ages, index share."""

from datetime import UTC, datetime, timedelta

from itjobs.fakeworld.simulation.designs import Answer, ShownJob
from itjobs.fakeworld.simulation.metrics import DayStats, index_share, row, table
from itjobs.fakeworld.simulation.visitors import Search
from itjobs.fakeworld.world import Churn, World

START = datetime(2026, 12, 7, tzinfo=UTC)
WORLD = World(seed=11, start=START, churn=Churn(size=200, days=2))
LATER = START + timedelta(days=1, hours=12)


def shown(listing_number: int) -> ShownJob:
    listing = WORLD.listings[listing_number]
    return ShownJob(listing.source, listing.source_id, WORLD.posted_at(listing))


def closed_and_open() -> tuple[int, int]:
    closed = next(item.number for item in WORLD.listings if not WORLD.is_open(item, now=LATER) and item.posting < 200)
    still = next(item.number for item in WORLD.listings if WORLD.is_open(item, now=LATER))
    return closed, still


def test_a_closed_job_shown_counts_as_a_dead_link():
    closed, still = closed_and_open()
    stats = DayStats(day=1)
    stats.record(Answer(jobs=[shown(closed), shown(still)], total=2), world=WORLD, now=LATER)
    assert (stats.shown, stats.dead) == (2, 1)
    assert "50.0%" in row(stats)


def test_answers_count_by_relevant_jobs_found():
    _, still = closed_and_open()
    stats = DayStats(day=1)
    stats.record(Answer(jobs=[shown(still)], total=12), world=WORLD, now=LATER)
    stats.record(Answer(jobs=[shown(still)], total=3), world=WORLD, now=LATER)
    stats.record(Answer(jobs=[shown(still)], total=40, relevant=False), world=WORLD, now=LATER)  # relaxed
    stats.record(Answer(), world=WORLD, now=LATER)
    assert (stats.measured, stats.answered, stats.answered_10) == (4, 2, 1)


def test_the_age_of_a_shown_job_is_days_since_it_was_posted():
    stats = DayStats(day=1)
    job = ShownJob("adzuna", "1", LATER - timedelta(days=2, hours=12))
    stats.record(Answer(jobs=[job], total=1), world=WORLD, now=LATER)
    assert stats.ages == [2.5]
    assert " 2.5 d" in row(stats)


def test_the_index_share_counts_open_it_postings_with_any_listing_held():
    listings = WORLD.posting_listings()
    open_it = [p for p in WORLD.open_postings(now=LATER) if listings[p][0].is_it]
    half: set[tuple[str, str]] = {(item.source, item.source_id) for p in open_it[::2] for item in listings[p][:1]}
    closed, _ = closed_and_open()
    half.add((WORLD.listings[closed].source, WORLD.listings[closed].source_id))  # closed: not counted
    assert index_share(world=WORLD, held=half, now=LATER) == len(open_it[::2]) / len(open_it)


def test_the_total_line_adds_the_days_and_flags_refused_calls():
    one = DayStats(day=1, searches=10, calls={"adzuna": 250, "jsearch": 6}, refused={"adzuna": 0, "jsearch": 0})
    two = DayStats(day=2, searches=5, calls={"adzuna": 100, "jsearch": 6}, refused={"adzuna": 3, "jsearch": 0})
    lines = table([one, two])
    assert lines[1].endswith("ok")
    assert lines[-1].split()[:2] == ["total", "15"]
    assert " 350 " in lines[-1]
    assert lines[-1].endswith("REFUSED adzuna 3")


def test_answered_of_answerable_counts_the_searches_the_world_answers_as_typed():
    _, still = closed_and_open()
    listing, job = WORLD.listings[still], WORLD.job(still)
    typed = Search(at=LATER, keyword=job.title, location="", country=listing.country)
    nowhere = Search(at=LATER, keyword="zzqx underwater basket weaver", location="", country=listing.country)
    assert WORLD.any_open(listing.source, country=listing.country, keyword=job.title, location="", now=LATER)
    stats = DayStats(day=1)
    stats.record(Answer(jobs=[shown(still)], total=1), world=WORLD, now=LATER, search=typed)
    stats.record(Answer(), world=WORLD, now=LATER, search=typed)  # answerable, not answered
    stats.record(Answer(), world=WORLD, now=LATER, search=nowhere)  # no open listing has its words
    assert (stats.measured, stats.answerable, stats.answered_answerable) == (3, 2, 1)
    assert "66.7%" in row(stats)  # answerable: 2 of the 3 measured
    assert "50.0%" in row(stats)  # answered: 1 of those 2


def test_any_open_agrees_with_find():
    for listing in WORLD.listings[:40]:
        job = WORLD.job(listing.number)
        for moment in (START, LATER):
            found = WORLD.find(
                listing.source, country=listing.country, keyword=job.title, location="", now=moment, posted_after=None
            )
            assert WORLD.any_open(
                listing.source, country=listing.country, keyword=job.title, location="", now=moment
            ) == (len(found) > 0)
