"""The countries the job search serves: the one list the search, the job post form and the
frontend's typed client (generated from the search's country enum) take."""

# The search select's countries (spec §9) first, then every other country Adzuna serves.
SUPPORTED_COUNTRIES = (
    "us", "gb", "ca", "au", "de", "at", "be", "br", "ch", "es", "fr", "in", "it", "mx", "nl", "nz", "pl", "sg", "za",
)  # fmt: skip
DEFAULT_COUNTRY = "us"
