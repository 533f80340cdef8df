"""A job's salary in words, as the site writes it on cards (frontend features/jobs/lib/format.ts
formatSalary): '$90,000 – $120,000 / year', 'From £40,000 / year', 'Up to €30 / hour'. For text the
server writes itself (search feeds); None when the source states none."""

from .models import Job

_PREFIX = {"USD": "$", "GBP": "£", "EUR": "€", "CAD": "CA$", "AUD": "A$"}
_PERIODS = {"YEAR": "year", "MONTH": "month", "WEEK": "week", "DAY": "day", "HOUR": "hour"}


def _money(amount: float, currency: str) -> str:
    figure = f"{round(amount):,}"
    prefix = _PREFIX.get(currency)
    return f"{prefix}{figure}" if prefix else f"{currency} {figure}"


def salary_text(job: Job) -> str | None:
    low, high = job.salary_min, job.salary_max
    if low is None and high is None:
        return None
    currency = job.salary_currency or "USD"
    if low is not None and high is not None:
        text = _money(low, currency) if low == high else f"{_money(low, currency)} – {_money(high, currency)}"
    elif low is not None:
        text = f"From {_money(low, currency)}"
    else:
        text = f"Up to {_money(high or 0, currency)}"
    period = _PERIODS.get((job.salary_period or "").upper())
    text = f"{text} / {period}" if period else text
    return f"{text} (estimated)" if job.salary_is_predicted else text
