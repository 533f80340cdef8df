import pytest

from itjobs.employers.salary import Salary, salary_parse


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("$90,000 - $120,000 a year", Salary(90000, 120000, "USD", "YEAR")),
        ("€60k–80k", Salary(60000, 80000, "EUR", "YEAR")),
        ("€60-80k per year", Salary(60000, 80000, "EUR", "YEAR")),
        ("£55.000", Salary(55000, 55000, "GBP", "YEAR")),
        ("45 USD/hour", Salary(45, 45, "USD", "HOUR")),
        ("$40 - $60 per hour", Salary(40, 60, "USD", "HOUR")),
        ("$8,000 monthly", Salary(8000, 8000, "USD", "MONTH")),
        ("$150k-$180k", Salary(150000, 180000, "USD", "YEAR")),
    ],
)
def test_it_reads_common_salary_texts(text, expected):
    assert salary_parse(text) == expected


@pytest.mark.parametrize("text", ["Competitive", "DOE", "100000", "$90 - $120", "$1 - $2 - $3", "$0"])
def test_it_leaves_unclear_text_alone(text):
    assert salary_parse(text) is None
