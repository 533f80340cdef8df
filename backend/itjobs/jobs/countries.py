"""The countries the job search serves: the one list the search, the job post form and the
frontend's typed client (generated from the search's country enum) take."""

# The search select's countries first, then every other country Adzuna serves.
SUPPORTED_COUNTRIES = (
    "us", "gb", "ca", "au", "de", "at", "be", "br", "ch", "es", "fr", "in", "it", "mx", "nl", "nz", "pl", "sg", "za",
)  # fmt: skip
SELECT_COUNTRIES = SUPPORTED_COUNTRIES[:5]  # the search select's: most searches, crawled and indexed apart
DEFAULT_COUNTRY = "us"

# The currency a country's jobs state their salaries in, as a salary band's label writes it.
_CURRENCY_PREFIX = {
    "us": "$", "gb": "£", "ca": "C$", "au": "A$", "nz": "NZ$", "sg": "S$", "br": "R$", "mx": "MX$", "in": "₹",
    "za": "R", "ch": "CHF ", "pl": "PLN ", "de": "€", "at": "€", "be": "€", "es": "€", "fr": "€", "it": "€", "nl": "€",
}  # fmt: skip


def salary_band_label(amount: int, *, country: str | None) -> str:
    """'$100k+' in the US, '£60k+' in the UK: a yearly minimum in the country's own currency."""
    figure = f"{amount // 1_000_000}M" if amount % 1_000_000 == 0 else f"{amount // 1000}k"
    return f"{_CURRENCY_PREFIX.get(country or '', '')}{figure}+"
