"""The content export: what the frontend builds from, in the API's shapes, and never stale."""

import json

import pytest
from django.core.management import CommandError, call_command

from itjobs.content.export import COMMITTED, DEPLOYMENT_FILE, content_bundle, deployment_bundle
from itjobs.content.guides import all_article_slugs

# Every setting an operator sets to name themselves (README, docs/OPERATIONS.md).
OPERATOR_SETTINGS = {
    "SITE_NAME": "Acme Careers",
    "PRODUCT_NAME": "Zeta Jobs",
    "SITE_URL": "https://jobs.acme.example",
    "OPERATOR_NAME": "Acme Ltd",
    "OPERATOR_REPRESENTATIVE": "Erika Zetterberg",
    "OPERATOR_STREET": "1 Example Road",
    "OPERATOR_CITY": "London",
    "OPERATOR_COUNTRY": "United Kingdom",
    "OPERATOR_EMAIL": "legal@acme.example",
    "OPERATOR_PHONE": "+44 20 0000 0000",
    "OPERATOR_VAT_ID": "GB000000000",
    "OPERATOR_REGISTER": "Companies House 0000000",
    "HOSTING_PROVIDER": "Example Hosting Ltd",
    "PARTNER_SITES": ["Acme Blog|https://blog.acme.example|"],
}


def test_it_exports_every_linked_article_and_the_fallback_category():
    bundle = content_bundle()
    assert set(bundle["articles"]) == set(all_article_slugs())
    assert bundle["categories"]["it-careers"]["is_fallback"] is True


def test_it_writes_the_files_and_checks_them_for_staleness(tmp_path):
    call_command("export_content", directory=tmp_path, verbosity=0)
    assert json.loads((tmp_path / "content.json").read_text())["pricing"][0]["price_usd"] == 398
    call_command("export_content", directory=tmp_path, check=True, verbosity=0)
    (tmp_path / "content.json").write_text("{}")
    with pytest.raises(CommandError, match=r"stale \(content.json"):
        call_command("export_content", directory=tmp_path, check=True, verbosity=0)


def test_the_committed_files_hold_no_operator_setting(tmp_path, settings):
    call_command("export_content", directory=tmp_path, verbosity=0)
    committed = {name: (tmp_path / name).read_text() for name in COMMITTED}
    for name, value in OPERATOR_SETTINGS.items():
        setattr(settings, name, value)
    # What `OPERATOR_NAME=x PRODUCT_NAME=y make check-client` runs: the settings change nothing.
    call_command("export_content", directory=tmp_path, check=True, verbosity=0)
    call_command("export_content", directory=tmp_path, verbosity=0)
    assert {name: (tmp_path / name).read_text() for name in COMMITTED} == committed
    exported = "".join(committed.values())
    for value in ("Acme", "Zeta", "zeta-jobs", "Zetterberg", "GB000000000", "Example Hosting"):
        assert value not in exported


def test_the_deployment_file_carries_the_settings(tmp_path, settings):
    for name, value in OPERATOR_SETTINGS.items():
        setattr(settings, name, value)
    call_command("export_content", directory=tmp_path, verbosity=0)
    deployment = json.loads((tmp_path / DEPLOYMENT_FILE).read_text())
    assert deployment == json.loads(json.dumps(deployment_bundle()))
    assert deployment["site"] == {"siteName": "Acme Careers", "productName": "Zeta Jobs", "productSlug": "zeta-jobs"}
    assert deployment["legal"]["impressum"][0]["paragraphs"][0] == "Acme Ltd"
    assert [site["name"] for site in deployment["about"]["partners"]] == ["Acme Blog"]
    assert "/zeta-jobs-in-seattle" in deployment["cityPages"]


def test_check_leaves_the_deployment_file_alone(tmp_path):
    call_command("export_content", directory=tmp_path, verbosity=0)
    (tmp_path / DEPLOYMENT_FILE).unlink()
    call_command("export_content", directory=tmp_path, check=True, verbosity=0)
    assert not (tmp_path / DEPLOYMENT_FILE).exists()
