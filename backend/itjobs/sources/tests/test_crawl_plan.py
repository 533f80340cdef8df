"""The crawl plan's choices (crawl_plan.py, pure): the budget a round may spend, how it is split and
in which order the sweeps run."""

from datetime import timedelta

import pytest

from itjobs.sources.budget import Limits
from itjobs.sources.crawl_plan import (
    PlanSettings,
    Searched,
    SweepSpec,
    SweepState,
    broad_keyword,
    demand_from,
    plan_round,
    round_allowance,
)
from itjobs.sources.tests.refresh_support import NOON

COUNTRIES = ("us", "gb", "ca", "au", "de")
FREE = Limits(per_minute=25, per_day=250)
MIDNIGHT = NOON.replace(hour=0)
AHEAD = timedelta(hours=2)


def test_one_broad_sweep_asks_for_every_role_word_of_the_categories():
    words = broad_keyword().split(" OR ")

    assert {"developer", "engineer", "analyst", "scientist", "administrator", "designer", "manager"} <= set(words)
    assert len(words) == len(set(words))


@pytest.mark.parametrize("minute_used", [0, 10, 19, 25])
@pytest.mark.parametrize("day_used", [0, 100, 199, 250])
@pytest.mark.parametrize("hour", [0, 9, 14, 23])
def test_a_round_never_spends_past_the_minute_the_day_or_the_visitors_reserve(minute_used, day_used, hour):
    now = MIDNIGHT + timedelta(hours=hour, minutes=59)
    allowance = round_allowance(
        limits=FREE, minute_used=minute_used, day_used=day_used, now=now, reserve=0.2, ahead=AHEAD
    )

    assert 0 <= allowance <= 20 - min(minute_used, 20)  # 25 a minute less the reserve
    assert allowance <= max(0, 200 - day_used)  # 250 a day less the reserve
    demand = demand_from([], now=now, countries=COUNTRIES, half_life_hours=24)
    runs = plan_round(source="adzuna", countries=COUNTRIES, allowance=allowance, demand=demand, states={}, now=now,
                      settings=PlanSettings())  # fmt: skip
    assert all(run.pages <= allowance for run in runs)  # crawl_round stops at the allowance
    assert sum(1 if run.head else run.pages for run in runs) <= allowance  # a head run expected to take one


def test_the_day_is_spent_at_an_even_pace_a_little_ahead():
    at_midnight = round_allowance(limits=FREE, minute_used=0, day_used=0, now=MIDNIGHT, reserve=0.0, ahead=AHEAD)
    at_noon = round_allowance(limits=FREE, minute_used=0, day_used=100, now=NOON, reserve=0.0, ahead=AHEAD)
    spent_ahead = round_allowance(limits=FREE, minute_used=0, day_used=146, now=NOON, reserve=0.0, ahead=AHEAD)

    assert at_midnight == 20  # two hours' worth of 250 a day
    assert at_noon == 25  # 145 by 14:00 is the pace; the minute caps the rest
    assert spent_ahead == 0


def test_a_source_without_a_daily_cap_is_left_to_visitors():
    monthly = Limits(per_minute=5, per_day=0)

    assert round_allowance(limits=monthly, minute_used=0, day_used=0, now=NOON, reserve=0.2, ahead=AHEAD) == 0


def searched(keyword: str, location: str, country: str, count: int, hours_ago: float = 0) -> Searched:
    return Searched(keyword, location, country, count, NOON - timedelta(hours=hours_ago))


def test_demand_is_weighted_by_recency_and_keeps_a_floor_for_every_country():
    demand = demand_from(
        [
            searched("python", "london", "gb", 100, hours_ago=48),  # 25 now
            searched("java", "", "us", 40),
            searched("rust", "austin", "us", 10),
        ],
        now=NOON,
        countries=COUNTRIES,
        half_life_hours=24,
    )

    assert demand.queries == [("java", "", "us"), ("python", "london", "gb"), ("rust", "austin", "us")]
    assert demand.countries["us"] > demand.countries["gb"] > demand.countries["de"] > 0
    assert sum(demand.countries.values()) == pytest.approx(1)
    assert demand.places["gb"] == ["london"]


def test_the_most_searched_country_is_swept_first_and_most_often():
    demand = demand_from([searched("java", "", "gb", 50), searched("go", "", "us", 5)], now=NOON,
                         countries=COUNTRIES, half_life_hours=24)  # fmt: skip
    swept_an_hour_ago = {
        SweepSpec("adzuna", country, "broad", broad_keyword()).key: SweepState(head_at=NOON - timedelta(minutes=61))
        for country in COUNTRIES
    }

    first = plan_round(source="adzuna", countries=COUNTRIES, allowance=50, demand=demand, states={}, now=NOON,
                       settings=PlanSettings())  # fmt: skip
    later = plan_round(source="adzuna", countries=COUNTRIES, allowance=50, demand=demand, states=swept_an_hour_ago,
                       now=NOON, settings=PlanSettings(head_minutes=60, head_pages=2, walk_pages=1))  # fmt: skip

    assert first[0].spec.country == "gb"
    assert first[0].head
    assert [run.spec.country for run in later if run.head and run.spec.kind == "broad"] == ["gb"]  # others: later
    walks = [run.spec.country for run in later if not run.head]
    assert walks[0] == "gb"


def test_place_and_demand_sweeps_get_their_share_of_the_round_and_no_more():
    demand = demand_from(
        [searched(f"skill{n}", "london" if n % 2 else "", "gb", 100 - n) for n in range(20)],
        now=NOON,
        countries=COUNTRIES,
        half_life_hours=24,
    )
    heads_done = {
        SweepSpec("adzuna", country, "broad", broad_keyword()).key: SweepState(head_at=NOON) for country in COUNTRIES
    }

    runs = plan_round(source="adzuna", countries=COUNTRIES, allowance=20, demand=demand, states=heads_done, now=NOON,
                      settings=PlanSettings(demand_share=0.25))  # fmt: skip

    targeted = [run for run in runs if run.spec.kind in {"place", "demand"}]
    assert sum(run.pages for run in targeted) == 5
    assert targeted[0].spec == SweepSpec("adzuna", "gb", "place", broad_keyword(), "london")
    assert [run.spec.keyword for run in targeted[1:]] == ["skill0", "skill1", "skill2", "skill3"]
    assert sum(run.pages for run in runs) == 20  # the rest walks the broad sweeps


def test_place_and_demand_sweeps_take_turns_so_the_most_searched_queries_get_calls_too():
    """Ten place sweeps (two per country) would fill the whole share on their own."""
    places = ["london", "leeds", "berlin", "munich", "toronto", "ottawa", "sydney", "perth", "austin", "boston"]
    countries = ["gb", "gb", "de", "de", "ca", "ca", "au", "au", "us", "us"]
    rows = [searched("developer", place, country, 50) for place, country in zip(places, countries, strict=True)]
    rows += [searched(f"skill{n}", "", "us", 40 - n) for n in range(10)]
    demand = demand_from(rows, now=NOON, countries=COUNTRIES, half_life_hours=24)
    heads_done = {
        SweepSpec("adzuna", country, "broad", broad_keyword()).key: SweepState(head_at=NOON) for country in COUNTRIES
    }

    runs = plan_round(source="adzuna", countries=COUNTRIES, allowance=24, demand=demand, states=heads_done, now=NOON,
                      settings=PlanSettings(demand_share=0.25))  # fmt: skip

    kinds = [run.spec.kind for run in runs if run.spec.kind != "broad"]
    assert kinds == ["place", "demand", "place", "demand", "place", "demand"]


def test_a_walk_goes_on_where_the_last_one_stopped_and_starts_again_past_its_depth():
    spec = SweepSpec("adzuna", "us", "broad", broad_keyword())
    settings = PlanSettings(walk_pages=4, walk_depth_pages=40)
    fresh = {spec.key: SweepState(head_at=NOON, walk_page=9, walk_at=NOON - timedelta(hours=1))}
    deep = {spec.key: SweepState(head_at=NOON, walk_page=41, walk_at=NOON - timedelta(hours=1))}

    on = plan_round(source="adzuna", countries=["us"], allowance=4, demand=demand_from([], now=NOON, countries=["us"],
                    half_life_hours=24), states=fresh, now=NOON, settings=settings)  # fmt: skip
    again = plan_round(source="adzuna", countries=["us"], allowance=4, demand=demand_from([], now=NOON,
                       countries=["us"], half_life_hours=24), states=deep, now=NOON, settings=settings)  # fmt: skip

    assert [(run.first_page, run.pages) for run in on] == [(9, 4)]
    assert [(run.first_page, run.pages) for run in again] == [(2, 4)]


@pytest.mark.parametrize(("spent_today", "targeted_pages"), [((100, 10), 1), ((100, 26), 0)])
def test_the_demand_share_holds_over_the_day_not_per_round(spent_today, targeted_pages):
    """A round of a paced day may have one call to give: it goes to place and demand sweeps while
    they are behind their quarter of the day's calls."""
    demand = demand_from([searched("java", "", "us", 10)], now=NOON, countries=["us"], half_life_hours=24)
    heads_done = {SweepSpec("adzuna", "us", "broad", broad_keyword()).key: SweepState(head_at=NOON)}

    runs = plan_round(source="adzuna", countries=["us"], allowance=1, demand=demand, states=heads_done, now=NOON,
                      settings=PlanSettings(demand_share=0.25), spent_today=spent_today)  # fmt: skip

    assert sum(run.pages for run in runs if run.spec.kind != "broad") == targeted_pages
    assert sum(run.pages for run in runs) == 1
