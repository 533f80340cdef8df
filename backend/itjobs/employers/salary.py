"""Numbers from a post's free-text salary, for the search's salary filter and JobPosting baseSalary.

Conservative on purpose: only text with a currency and one or two amounts is read ('$90,000 - $120,000
a year', '€60k–80k', '45 USD/hour'); anything else ('Competitive', 'DOE') stays text only.
"""

import re
from dataclasses import dataclass

_CURRENCIES = {"$": "USD", "€": "EUR", "£": "GBP", "usd": "USD", "eur": "EUR", "gbp": "GBP", "cad": "CAD", "aud": "AUD"}
_CURRENCY = re.compile(r"(\$|€|£|\b(?:usd|eur|gbp|cad|aud)\b)", re.IGNORECASE)
_AMOUNT = re.compile(r"(\d{1,3}(?:[,.]\d{3})+|\d+(?:\.\d+)?)\s*(k\b)?", re.IGNORECASE)
_PERIODS = (
    ("HOUR", re.compile(r"\b(hour|hr|hourly)\b|/h\b", re.IGNORECASE)),
    ("DAY", re.compile(r"\b(day|daily)\b", re.IGNORECASE)),
    ("WEEK", re.compile(r"\b(week|weekly|wk)\b", re.IGNORECASE)),
    ("MONTH", re.compile(r"\b(month|monthly|mo)\b", re.IGNORECASE)),
)


@dataclass(frozen=True)
class Salary:
    minimum: float
    maximum: float
    currency: str
    period: str  # YEAR, MONTH, WEEK, DAY, HOUR


def _amount(digits: str, thousands: str | None) -> float:
    value = float(re.sub(r"[,.](?=\d{3}\b)", "", digits))
    return value * 1000 if thousands else value


def salary_parse(text: str) -> Salary | None:
    currency = _CURRENCY.search(text)
    amounts = [_amount(digits, k) for digits, k in _AMOUNT.findall(text)]
    if currency is None or not 1 <= len(amounts) <= 2 or min(amounts) <= 0:
        return None
    if len(amounts) == 2 and amounts[0] < 1000 <= amounts[1] and "k" in text.lower():
        amounts[0] *= 1000  # '€60-80k': the k covers both
    period = next((name for name, pattern in _PERIODS if pattern.search(text)), "YEAR")
    low, high = min(amounts), max(amounts)
    if period == "YEAR" and low < 1000:  # '$90 - $120' with no period: not a yearly salary we can trust
        return None
    return Salary(minimum=low, maximum=high, currency=_CURRENCIES[currency.group(1).lower()], period=period)
