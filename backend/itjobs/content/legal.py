"""Legal texts (Impressum, Terms of Service, Privacy Policy) and the About page.

The operator's name, address, contact details, VAT ID and the partner sites come from settings,
so whoever runs the site names themselves without a code change. Texts are built on each call so
settings overrides (and tests) take effect.
"""

from dataclasses import dataclass

from django.conf import settings

from itjobs.core.fields import is_http_url


@dataclass(frozen=True)
class LegalSection:
    heading: str
    paragraphs: tuple[str, ...]


@dataclass(frozen=True)
class Operator:
    name: str
    representative: str
    street: str
    city: str
    country: str
    email: str
    phone: str
    vat_id: str
    register: str


@dataclass(frozen=True)
class PartnerSite:
    name: str
    url: str
    logo_url: str  # '' draws the name as a wordmark


def operator() -> Operator:
    return Operator(
        name=settings.OPERATOR_NAME,
        representative=settings.OPERATOR_REPRESENTATIVE,
        street=settings.OPERATOR_STREET,
        city=settings.OPERATOR_CITY,
        country=settings.OPERATOR_COUNTRY,
        email=settings.OPERATOR_EMAIL,
        phone=settings.OPERATOR_PHONE,
        vat_id=settings.OPERATOR_VAT_ID,
        register=settings.OPERATOR_REGISTER,
    )


def _address(op: Operator) -> str:
    return f"{op.name}, {op.street}, {op.city}, {op.country}"


def impressum_sections() -> tuple[LegalSection, ...]:
    op = operator()
    company = [op.name, op.street, op.city, op.country]
    if op.representative:
        company.append(f"Represented by: {op.representative}")
    if op.register:
        company.append(f"Register entry: {op.register}")
    return (
        LegalSection("Information according to § 5 DDG", tuple(company)),
        LegalSection("Contact", (f"Phone: {op.phone}", f"Email: {op.email}")),
        LegalSection(
            "VAT ID",
            (f"VAT identification number according to § 27a of the German VAT Act: {op.vat_id}",),
        ),
        LegalSection(
            "EU dispute resolution",
            (
                "The European Commission's online dispute resolution (ODR) platform was "
                "discontinued on 20 July 2025. For disputes with consumers you can still contact "
                f"us directly at {op.email}.",
                "We are neither willing nor obliged to take part in dispute resolution proceedings "
                "before a consumer arbitration board.",
            ),
        ),
        LegalSection(
            "Liability for content and links",
            (
                "We compile the content of this site with care but cannot guarantee that it is "
                "complete, correct and current. Job listings come from third-party sources and "
                "employers; the publisher of each listing is responsible for it.",
                "Links to external websites are outside our control. When we learn of unlawful "
                "content on a linked site we remove the link without delay.",
            ),
        ),
    )


def terms_sections() -> tuple[LegalSection, ...]:
    op = operator()
    return (
        LegalSection(
            "1. Acceptance of Terms",
            (
                f"These terms govern your use of {settings.SITE_NAME}, operated by {_address(op)}. "
                "By using the site or creating an account you accept them. If you do not agree, "
                "please do not use the site.",
            ),
        ),
        LegalSection(
            "2. User Accounts",
            (
                "You must give accurate information when you create an account and keep your login "
                "details secret. You are responsible for everything done with your account. Tell "
                f"us at {op.email} if you suspect misuse.",
            ),
        ),
        LegalSection(
            "3. Job Postings",
            (
                "Employers are responsible for their job postings. Postings must describe a real, "
                "lawful position, must not discriminate and must not contain misleading "
                "information. We verify company details before publishing and may reject or "
                "remove postings that break these terms.",
                "Listings aggregated from third-party sources link to the original posting; the "
                "original publisher is responsible for their content.",
            ),
        ),
        LegalSection(
            "4. Intellectual Property",
            (
                "The site's design, texts, guides and software belong to the operator or its "
                "licensors. You may not copy, scrape or redistribute them without permission. "
                "You keep the rights to content you submit and grant us the licence needed to "
                "display it on the site.",
            ),
        ),
        LegalSection(
            "5. Termination",
            (
                "You can close your account at any time. We may suspend or close accounts that "
                "break these terms or the law. Paid plans end at the end of the current billing "
                "cycle unless stated otherwise.",
            ),
        ),
        LegalSection(
            "6. Right of Withdrawal",
            (
                "If you are a consumer you have the right to withdraw from a contract concluded "
                "with us within 14 days without giving any reason. The withdrawal period is 14 "
                "days from the day the contract is concluded. To exercise it, send us a clear "
                f"statement, for example by email to {op.email}.",
            ),
        ),
        LegalSection(
            "7. Changes to Terms",
            (
                "We may change these terms for valid reasons, such as new legal requirements or "
                "new features. We will tell registered users about changes at least 30 days "
                "before they take effect. If you do not object within that period, the new "
                "terms apply.",
            ),
        ),
        LegalSection(
            "8. Governing Law",
            (
                "These terms are governed by the laws of the Federal Republic of Germany, "
                "excluding the UN Convention on Contracts for the International Sale of Goods. "
                "For consumers this applies only where it does not remove protection given by "
                "the mandatory law of the country in which they live.",
            ),
        ),
    )


def privacy_sections() -> tuple[LegalSection, ...]:
    op = operator()
    return (
        LegalSection(
            "1. Privacy at a Glance",
            (
                "This policy explains what personal data we process when you visit "
                f"{settings.SITE_NAME}, why, and what rights you have. Personal data is any "
                "data that can identify you personally.",
                "You can search jobs and read guides without an account. We process personal "
                "data only when you create an account, post a job, send an inquiry or consent "
                "to optional cookies.",
            ),
        ),
        LegalSection(
            "2. Hosting",
            (
                f"This site is hosted by {settings.HOSTING_PROVIDER}. When you visit, the server "
                "records technical data such as your IP address, the page requested, the time "
                "and your browser type in log files. We need this to deliver the site and keep "
                "it secure (Art. 6(1)(f) GDPR). Logs are deleted after 14 days.",
            ),
        ),
        LegalSection(
            "3. Controller",
            (
                f"The controller responsible for data processing on this site is {_address(op)}. "
                f"Email: {op.email}. Phone: {op.phone}.",
                "You have the right to access, correct, delete and restrict the processing of "
                "your data, to data portability, to object to processing and to withdraw your "
                "consent at any time. You may also complain to a data protection supervisory "
                "authority.",
            ),
        ),
        LegalSection(
            "4. Cookies and Local Storage",
            (
                "When you first visit, a dialog asks for your cookie preferences. You can "
                "choose Accept All, Reject All or Customize. Your choice is stored in your "
                "browser's local storage under the key cookieConsent and you can change it at "
                "any time by clearing it.",
                "Necessary: required for the site to work, such as signing in, security "
                "tokens and remembering your cookie choice. Always on.",
                "Analytics: help us understand how visitors use the site. The analytics script "
                "is loaded only after you consent to analytics (Art. 6(1)(a) GDPR).",
                "Marketing: used to show relevant offers on other sites. Off unless you consent.",
            ),
        ),
        LegalSection(
            "5. Accounts, Job Posts and Inquiries",
            (
                "When you create an account, post a job or send an inquiry, we process the data "
                "you enter to provide the service you asked for (Art. 6(1)(b) GDPR) and keep it "
                "as long as your account exists or the law requires.",
            ),
        ),
    )


def partner_sites() -> tuple[PartnerSite, ...]:
    """PARTNER_SITES entries 'Name|https://url|logo'; entries without an http(s) URL are skipped."""
    sites: list[PartnerSite] = []
    for entry in settings.PARTNER_SITES:
        name, _, rest = entry.partition("|")
        url, _, logo = rest.partition("|")
        url, logo = url.strip(), logo.strip()
        if name.strip() and is_http_url(url):
            own_file = logo.startswith("/") and not logo.startswith("//")
            safe_logo = logo if own_file or is_http_url(logo) else ""
            sites.append(PartnerSite(name=name.strip(), url=url, logo_url=safe_logo))
    return tuple(sites)


ABOUT_MISSION = (
    "We help people find technology jobs and grow their careers, and help employers reach the tech talent they need.",
    "Job searches are scattered across dozens of boards, recruiter sites and company pages. We "
    "bring IT listings from trusted sources and direct employers into one fast search, filter "
    "out roles that are not really tech jobs and link every listing to its original posting.",
    "Beyond listings, our career categories and guides explain what each role involves, which "
    "skills employers ask for, what it pays and how people actually get hired, so you can make "
    "your next move with confidence.",
)
