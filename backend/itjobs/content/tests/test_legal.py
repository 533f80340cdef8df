"""Legal pages and the About page name the operator from settings."""

from itjobs.content.legal import LegalSection, impressum_sections, partner_sites, privacy_sections, terms_sections


def _text(sections: tuple[LegalSection, ...]) -> str:
    return " ".join(f"{s.heading} {' '.join(s.paragraphs)}" for s in sections)


def test_it_puts_the_operator_from_settings_in_the_impressum(settings):
    settings.OPERATOR_NAME = "Acme Jobs UG"
    settings.OPERATOR_STREET = "Hauptstraße 5"
    settings.OPERATOR_CITY = "80331 München"
    settings.OPERATOR_EMAIL = "legal@acme.example"
    settings.OPERATOR_PHONE = "+49 89 555"
    settings.OPERATOR_VAT_ID = "DE999999999"
    text = _text(impressum_sections())
    for value in ("Acme Jobs UG", "Hauptstraße 5", "80331 München", "legal@acme.example", "+49 89 555", "DE999999999"):
        assert value in text
    assert "dispute resolution" in text.lower()


def test_it_has_the_eight_terms_sections():
    headings = [s.heading for s in terms_sections()]
    assert headings == [
        "1. Acceptance of Terms",
        "2. User Accounts",
        "3. Job Postings",
        "4. Intellectual Property",
        "5. Termination",
        "6. Right of Withdrawal",
        "7. Changes to Terms",
        "8. Governing Law",
    ]
    text = _text(terms_sections())
    for phrase in ("14 days", "30 days", "Germany"):
        assert phrase in text


def test_it_describes_the_cookie_choices_the_dialog_offers():
    text = _text(privacy_sections())
    for phrase in ("Hosting", "Controller", "cookieConsent", "Accept All", "Reject All", "Customize"):
        assert phrase in text
    for category in ("Necessary", "Analytics", "Marketing"):
        assert category in text


def test_it_reads_three_partner_sites_and_drops_unsafe_urls(settings):
    assert len(partner_sites()) == 3
    settings.PARTNER_SITES = ["Good|https://good.example|https://good.example/logo.svg", "Bad|javascript:alert(1)|"]
    assert [(p.name, p.logo_url) for p in partner_sites()] == [("Good", "https://good.example/logo.svg")]
