"""content.json: what the frontend prerenders from, in the API's shapes, and never stale."""

import json

import pytest
from django.core.management import CommandError, call_command

from itjobs.content.export import content_bundle
from itjobs.content.guides import all_article_slugs


def test_it_exports_every_linked_article_and_the_fallback_category(settings):
    settings.PRODUCT_NAME = "Tech Jobs"
    bundle = content_bundle()
    assert set(bundle["articles"]) == set(all_article_slugs())
    assert bundle["categories"]["it-careers"]["is_fallback"] is True
    assert bundle["site"]["productName"] == "Tech Jobs"


def test_it_writes_the_file_and_checks_it_for_staleness(tmp_path):
    output = tmp_path / "content.json"
    call_command("export_content", output=output, verbosity=0)
    assert json.loads(output.read_text())["pricing"][0]["price_usd"] == 398
    call_command("export_content", output=output, check=True, verbosity=0)
    output.write_text("{}")
    with pytest.raises(CommandError, match="stale"):
        call_command("export_content", output=output, check=True, verbosity=0)
